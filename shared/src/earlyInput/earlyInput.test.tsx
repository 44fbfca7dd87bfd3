(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAITING_CODE_ATTRIBUTE, earlyInput, installEarlyInputContract, QUEUED_INPUT_ATTRIBUTE } from './earlyInputContract';
import { followEarlyLinksWith, releaseAwaitingCode } from './replayEarlyInput';

let stopContract: () => void = () => undefined;

beforeEach(() => {
  stopContract = installEarlyInputContract();
});

afterEach(() => {
  stopContract();
  document.body.innerHTML = '';
});

/** Server-drawn HTML waiting for its code, as the composing server sends it. */
function serverPart(html: string): HTMLElement {
  document.body.innerHTML = `<div ${AWAITING_CODE_ATTRIBUTE}="">${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

describe('the early event contract', () => {
  it('keeps a click on a control waiting for its code, shows it busy, and replays it once on the same control when it is live', () => {
    const part = serverPart('<button type="button">Mark as read</button>');
    const button = part.querySelector('button') as HTMLButtonElement;
    const handler = vi.fn();
    part.addEventListener('click', handler);

    click(button);
    expect(handler).not.toHaveBeenCalled();
    expect(button).toHaveAttribute(QUEUED_INPUT_ATTRIBUTE, '');
    expect(button).toHaveAttribute('aria-busy', 'true');

    releaseAwaitingCode(part);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toHaveProperty('target', button);
    expect(button).not.toHaveAttribute(QUEUED_INPUT_ATTRIBUTE);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(part).not.toHaveAttribute(AWAITING_CODE_ATTRIBUTE);

    releaseAwaitingCode(part);
    expect(handler, 'replayed once only').toHaveBeenCalledTimes(1);
    click(button);
    expect(handler, 'a live control gets its clicks directly').toHaveBeenCalledTimes(2);
  });

  it('leaves input outside server-drawn parts, and on plain text, alone', () => {
    document.body.innerHTML = `<button type="button">Live</button><div ${AWAITING_CODE_ATTRIBUTE}=""><p>Text</p></div>`;
    const handler = vi.fn();
    document.body.addEventListener('click', handler);
    click(document.querySelector('button') as HTMLElement);
    click(document.querySelector('p') as HTMLElement);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(earlyInput()?.queue).toEqual([]);
  });

  it('leaves a link to the browser until the app can move, then moves within the app, but only on a plain click within the site', () => {
    const part = serverPart('<a href="/details?id=5">Dune</a><a href="https://example.com/">Away</a><a href="/listed" target="_blank">New tab</a><a href="#main">Skip</a>');
    const [dune, away, newTab, skip] = [...part.querySelectorAll('a')] as HTMLAnchorElement[];
    if (!dune || !away || !newTab || !skip) throw new Error('links missing');
    // jsdom does not navigate: whether the browser's own navigation would go ahead is the event's default.
    expect(click(dune).defaultPrevented).toBe(false);

    const navigate = vi.fn();
    followEarlyLinksWith(navigate);
    expect(click(dune).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/details?id=5');
    expect(click(dune, { ctrlKey: true }).defaultPrevented, 'a new tab is the browser’s').toBe(false);
    for (const init of [{ metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(click(dune, init).defaultPrevented).toBe(false);
    dune.target = '_self';
    expect(click(dune).defaultPrevented, 'the same tab, named').toBe(true);
    dune.setAttribute('download', '');
    expect(click(dune).defaultPrevented, 'a download').toBe(false);
    dune.removeAttribute('download');
    skip.href = '/elsewhere#main';
    expect(click(skip).defaultPrevented, 'a part of another page').toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/elsewhere#main');
    skip.href = '#main';
    expect(click(away).defaultPrevented).toBe(false);
    expect(click(newTab).defaultPrevented).toBe(false);
    expect(click(skip).defaultPrevented, 'a link within the page').toBe(false);
    expect(navigate).toHaveBeenCalledTimes(3);

    followEarlyLinksWith(undefined);
    expect(click(dune).defaultPrevented).toBe(false);
  });

  it('moves focus into the page for a link within it, as the live skip link does, keeping the address', () => {
    document.body.innerHTML = `<div ${AWAITING_CODE_ATTRIBUTE}=""><a href="#main">Skip</a><a href="#nowhere">Nowhere</a><main id="main" tabindex="-1"><h1>Books</h1></main></div>`;
    const [skip, nowhere] = [...document.querySelectorAll('a')] as HTMLAnchorElement[];
    if (!skip || !nowhere) throw new Error('links missing');
    const heading = document.querySelector('h1') as HTMLElement;
    expect(click(skip).defaultPrevented, 'no #main in the address').toBe(true);
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(earlyInput()?.queue, 'nothing is kept for later').toEqual([]);

    heading.remove();
    click(skip);
    expect(document.activeElement, 'a page without its heading: the part itself').toBe(document.getElementById('main'));
    expect(click(nowhere).defaultPrevented, 'a part that is not there is the browser’s').toBe(false);
  });

  it('leaves a live control alone though the part waiting for its code is inside it', () => {
    document.body.innerHTML = `<button type="button" id="live"><div ${AWAITING_CODE_ATTRIBUTE}=""><span>Inside</span></div></button>`;
    const handler = vi.fn();
    document.body.addEventListener('click', handler);
    click(document.querySelector('span') as HTMLElement);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(earlyInput()?.queue).toEqual([]);
  });

  it('keeps a checkbox’s change, and takes no input event on it for typing; typing after a click is kept beside it, and leaves the choice as it is', async () => {
    const part = serverPart('<button type="button" value="mark">Mark</button><input type="checkbox" aria-label="Fantasy" name="tag" value="fantasy"><input type="search" aria-label="Search">');
    const [checkbox, field] = [...part.querySelectorAll('input')] as HTMLInputElement[];
    if (!checkbox || !field) throw new Error('controls missing');
    click(part.querySelector('button') as HTMLElement);
    checkbox.dispatchEvent(new Event('input', { bubbles: true }));
    checkbox.dispatchEvent(new Event('change', { bubbles: true }));
    field.value = 'dune';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(earlyInput()?.queue.map(({ type, target, value }) => [type, (target as HTMLElement).tagName, value])).toEqual([
      ['click', 'BUTTON', undefined],
      ['change', 'INPUT', undefined],
      ['input', 'INPUT', 'dune'],
    ]);
    // A frame on, what was typed is guarded: the choices' values, which their form sends, are not its.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: 's', inputType: 'insertText' }));
    expect([(part.querySelector('button') as HTMLButtonElement).value, checkbox.value, field.value]).toEqual(['mark', 'fantasy', 'dune']);
  });

  it('keeps a choice in a select whole: its input event reaches no handler, its change is kept with the choice', () => {
    const part = serverPart('<select aria-label="Sort"><option value="">Sort By</option><option value="pages">Pages</option></select>');
    const select = part.querySelector('select') as HTMLSelectElement;
    const handler = vi.fn();
    part.addEventListener('input', handler);
    part.addEventListener('change', handler);
    select.value = 'pages';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(handler, 'nothing reaches the part, so nothing hydrates it mid-choice').not.toHaveBeenCalled();
    expect(earlyInput()?.queue.map(({ type, value }) => [type, value])).toEqual([['change', 'pages']]);

    select.value = '';
    releaseAwaitingCode(part);
    expect(handler.mock.calls.map(([event]) => (event as Event).type)).toEqual(['change']);
    expect(select.value, 'replayed with the choice, whatever the select shows by then').toBe('pages');
  });

  it('replays in the order the visitor gave it, only for the part that went live', () => {
    document.body.innerHTML = `<div ${AWAITING_CODE_ATTRIBUTE}="" id="frame"><button type="button" id="menu">Menu</button>
      <div ${AWAITING_CODE_ATTRIBUTE}="" id="page"><button type="button" id="first">First</button><button type="button" id="second">Second</button></div></div>`;
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as Element).id));
    for (const id of ['second', 'menu', 'first']) click(document.getElementById(id) as HTMLElement);

    releaseAwaitingCode(document.getElementById('frame') as HTMLElement);
    expect(seen).toEqual(['menu']);
    releaseAwaitingCode(document.getElementById('page') as HTMLElement);
    expect(seen).toEqual(['menu', 'second', 'first']);
  });

  it('drops input on a control drawn afresh meanwhile: the control the visitor meant is gone', () => {
    const part = serverPart('<button type="button">Old</button>');
    const old = part.querySelector('button') as HTMLButtonElement;
    click(old);
    part.innerHTML = '<button type="button">New</button>';
    const handler = vi.fn();
    part.addEventListener('click', handler);
    releaseAwaitingCode(part);
    expect(handler).not.toHaveBeenCalled();
    expect(old).not.toHaveAttribute('aria-busy');
    expect(earlyInput()?.queue).toEqual([]);
  });

  it('hands a field over what was typed last, once, and each field its own', () => {
    const part = serverPart('<input type="search" id="q" value="" /><input type="text" id="name" value="" /><input type="checkbox" id="tick" />');
    const [query, name] = [part.querySelector('#q'), part.querySelector('#name')] as HTMLInputElement[];
    if (!query || !name) throw new Error('fields missing');
    const heard: string[] = [];
    part.addEventListener('input', (event) => heard.push(`${(event.target as HTMLInputElement).id}=${(event.target as HTMLInputElement).value}`));
    part.addEventListener('change', (event) => heard.push(`change ${(event.target as HTMLInputElement).id}`));
    for (const typed of ['d', 'du', 'dune']) {
      query.value = typed;
      query.dispatchEvent(new Event('input', { bubbles: true }));
    }
    name.value = 'Ann';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    query.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard, 'nothing reaches the code before it is live').toEqual([]);
    expect(earlyInput()?.queue.map(({ target, value }) => `${target.id}=${value ?? ''}`)).toEqual(['q=dune', 'name=Ann']);
    releaseAwaitingCode(part);
    expect(heard).toEqual(['q=dune', 'name=Ann']);
  });

  it('stops keeping input once stopped, and starts once per page', () => {
    const part = serverPart('<button type="button">Mark as read</button>');
    const handler = vi.fn();
    part.addEventListener('click', handler);
    const again = installEarlyInputContract();
    again();
    click(part.querySelector('button') as Element);
    expect(handler, 'a second start neither adds nor takes away a listener').not.toHaveBeenCalled();
    expect(earlyInput()?.queue, 'nor replaces what the first one keeps').toHaveLength(1);
    stopContract();
    expect(earlyInput()).toBeUndefined();
    click(part.querySelector('button') as Element);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('hands input on a control drawn afresh to the live control with its id', () => {
    const part = serverPart('<select id="sort"><option value="">Sort By</option><option value="rating">Rating</option></select>');
    const old = part.querySelector('select') as HTMLSelectElement;
    old.value = 'rating';
    old.dispatchEvent(new Event('change', { bubbles: true }));
    part.innerHTML = '<select id="sort"><option value="">Sort By</option><option value="rating">Rating</option></select>';
    const fresh = part.querySelector('select') as HTMLSelectElement;
    const chosen: string[] = [];
    fresh.addEventListener('change', () => chosen.push(fresh.value));
    releaseAwaitingCode(part);
    expect(chosen).toEqual(['rating']);
  });

  it('waits for a control its code has not drawn yet, with every later input behind it, then replays them in order', async () => {
    const part = serverPart('<div id="lazy"><button type="button" id="chart">Chart</button></div><button type="button" id="table">Table</button>');
    const seen: string[] = [];
    part.addEventListener('click', (event) => seen.push((event.target as Element).id));
    click(part.querySelector('#chart') as Element);
    click(part.querySelector('#table') as Element);
    let lazyDrawn = false;
    releaseAwaitingCode(part, (element) => lazyDrawn || !element.closest('#lazy'));
    expect(seen, 'the chart waits for its code, and the table behind it').toEqual([]);
    lazyDrawn = true;
    await vi.waitFor(() => expect(seen).toEqual(['chart', 'table']));
  });

  it('keeps a key press on a control but leaves Tab, Enter, shortcuts and typing in a field to the browser', () => {
    const part = serverPart('<button type="button" role="tab">Wish List</button><input type="search" />');
    const keys: string[] = [];
    part.addEventListener('keydown', (event) => keys.push(event.key));
    const press = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    const [tab, field] = [part.querySelector('[role="tab"]'), part.querySelector('input')] as Element[];
    if (!tab || !field) throw new Error('controls missing');
    press(tab, 'ArrowRight');
    press(tab, 'Tab');
    press(tab, 'Enter');
    press(field, 'd');
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(keys).toEqual(['Tab', 'Enter', 'd', 'f']);
    releaseAwaitingCode(part);
    expect(keys).toEqual(['Tab', 'Enter', 'd', 'f', 'ArrowRight']);
  });
});

describe('replayed into React once it has hydrated the server HTML', () => {
  function Controls({ onAction }: { onAction: (what: string) => void }) {
    const [sort, setSort] = useState('');
    const [query, setQuery] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onAction(`submit ${query}`);
        }}
      >
        <button type="button" onClick={() => onAction('mark')}>
          Mark as read
        </button>
        <select
          aria-label="Sort"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value);
            onAction(`sort ${event.target.value}`);
          }}
        >
          <option value="">Sort By</option>
          <option value="rating">Rating</option>
        </select>
        <input
          aria-label="Search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onAction(`search ${event.target.value}`);
          }}
        />
      </form>
    );
  }

  it('a click, a choice and what was typed before hydration each reach their handler once, in order', async () => {
    const onAction = vi.fn();
    const part = serverPart(renderToString(<Controls onAction={onAction} />));
    const select = part.querySelector('select') as HTMLSelectElement;
    const field = part.querySelector('input') as HTMLInputElement;

    click(part.querySelector('button') as HTMLElement);
    for (const choice of ['rating', '']) {
      select.value = choice;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    field.value = 'dune';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    await act(async () => {
      hydrateRoot(part, <Controls onAction={onAction} />);
    });
    expect(onAction).not.toHaveBeenCalled();
    expect(field.value, 'what was typed stays in the field through hydration').toBe('dune');

    await act(async () => releaseAwaitingCode(part));
    expect(onAction.mock.calls.map(([what]) => what as string)).toEqual(['mark', 'sort rating', 'sort ', 'search dune', 'submit dune']);
    expect(select.value).toBe('');
  });

  /** Keys as the browser types them: each goes where the field's text ends, as it stands then. */
  function type(field: HTMLInputElement, text: string) {
    for (const key of text) {
      if (!field.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: key, inputType: 'insertText' }))) continue;
      field.value += key;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  /**
   * Frames run only when the test says so: on a slow runner a real frame could come between
   * React setting the field back and the test looking at it.
   */
  function framesByHand() {
    let due: FrameRequestCallback[] = [];
    const requested = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => due.push(callback));
    const nextFrame = async () => {
      const running = due;
      due = [];
      for (const callback of running) callback(performance.now());
    };
    return { requested, nextFrame };
  }

  it('what was typed survives its field being drawn again before it is handed over: shown again at once, and the next keys go after it', async () => {
    const { requested, nextFrame } = framesByHand();
    const onAction = vi.fn();
    const part = serverPart(renderToString(<Controls onAction={onAction} />));
    const field = part.querySelector('input') as HTMLInputElement;
    type(field, 'du');
    const root = await act(async () => hydrateRoot(part, <Controls onAction={onAction} />));
    // Drawn again before its input is handed over: React puts the field back to its state.
    await act(async () => root.render(<Controls onAction={(what) => onAction(what)} />));
    expect(field.value, 'set back by its code').toBe('');
    type(field, 'n');
    expect(field.value).toBe('dun');
    await act(async () => root.render(<Controls onAction={onAction} />));
    await act(nextFrame);
    expect(field.value, 'shown again within a frame').toBe('dun');
    type(field, 'e');

    // Set back again frames later: put back again.
    await act(nextFrame);
    await act(async () => root.render(<Controls onAction={onAction} />));
    await act(nextFrame);
    expect(field.value, 'for as long as it is kept').toBe('dune');

    await act(async () => releaseAwaitingCode(part));
    expect(onAction.mock.calls.map(([what]) => what as string)).toEqual(['search dune']);
    expect(field.value).toBe('dune');
    // Handed over: nothing is watched any more.
    await act(nextFrame);
    requested.mockClear();
    await act(nextFrame);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requested).not.toHaveBeenCalled();
  });
});
