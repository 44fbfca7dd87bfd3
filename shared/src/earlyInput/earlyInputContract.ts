// The early event contract: a few hundred bytes the host's paint script runs in the head, before
// the body is parsed. Server-drawn HTML shows before the code that answers it has run, and React
// does not replay a click on a part it has not hydrated yet (only hover and focus): the input
// would be gone. So, like Google's JSAction and Angular's event replay, one listener at the
// window takes the visitor's input on server-drawn controls that wait for their code, and keeps
// it for the app to replay on the same controls once they are live (replayEarlyInput.ts). Links
// are left to the browser: a plain link works without script. No dependency but a function of
// its own package, bundled in: it runs apart from the shared singleton.

import { focusInto } from '../page/focusInto.ts';

/**
 * On server-drawn HTML whose code has not taken it over yet: the host's frame until the app has
 * hydrated it, a composed page until its remote has. Input inside it is kept, not lost.
 */
// Stryker disable next-line StringLiteral: read once at import, before any test can switch a mutant on
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code';

/** On a control whose input is kept for its code: shown as busy until it is replayed. */
// Stryker disable next-line StringLiteral: read once at import, before any test can switch a mutant on
export const QUEUED_INPUT_ATTRIBUTE = 'data-input-queued';

/** One input kept for its control's code. */
export interface QueuedInput {
  type: 'click' | 'keydown' | 'change' | 'input' | 'submit';
  target: Element;
  /** What a key press was, to press it again. */
  key?: Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>;
  /**
   * What a text field holds, as last typed, or what a select was set to by this change: a render
   * of its code before the replay may reset the field, and a later change sets the select again.
   */
  value?: string;
}

/** What the contract shares with the app, on the window: both are built apart. */
export interface EarlyInput {
  queue: QueuedInput[];
  /**
   * Set by the app once its router is live: a link followed inside a part still waiting for its
   * code moves within the app instead of loading a whole new page.
   */
  navigate?: (to: string) => void;
}

// Stryker disable next-line StringLiteral: read once at import, before any test can switch a mutant on
const GLOBAL_NAME = '__bookmarkedEarlyInput';

type WithEarlyInput = Window & { [GLOBAL_NAME]?: EarlyInput };

/** The contract's state on this page, or undefined where no contract runs (the dev server). */
export function earlyInput(win: Window = window): EarlyInput | undefined {
  return (win as WithEarlyInput)[GLOBAL_NAME];
}

// Stryker disable StringLiteral,ArrayDeclaration: the three tables are read once at import, before any test can switch a mutant on
/** Controls a click acts on. A label is left alone: it forwards its click to its control. */
const CLICKED = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], summary, input[type="checkbox"], input[type="radio"]';
/** Text fields: typing in them is the browser's, and what was typed is handed to the code later. */
const TYPED = 'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="url"], input[type="tel"], input[type="number"], input[type="password"]';
/** Keys the browser turns into a click or a move of focus, or that change nothing by themselves. */
const KEYS_LEFT_TO_THE_BROWSER = new Set(['Tab', 'Enter', ' ', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);
// Stryker restore StringLiteral,ArrayDeclaration

/** The part waiting for its code that `node` is in, if any. */
function awaitingPart(node: EventTarget | null): Element | null {
  return node instanceof Element ? node.closest(`[${AWAITING_CODE_ATTRIBUTE}]`) : null;
}

/** A plain click on a link of this site: the same tab, no modifier, no download. */
function linkInApp(link: HTMLAnchorElement, event: MouseEvent, here: Location): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  if (link.origin !== here.origin || withinPage(link, here)) return undefined;
  return `${link.pathname}${link.search}${link.hash}`;
}

/** A link within this page (the skip link): it moves no further than the page. */
function withinPage(link: HTMLAnchorElement, here: Location): boolean {
  return link.pathname === here.pathname && link.search === here.search && link.hash !== '';
}

/** The part of this page a link within it leads to (the skip link's main), if it is there. */
function inPageTarget(link: HTMLAnchorElement, here: Location): HTMLElement | null {
  return withinPage(link, here) ? link.ownerDocument.getElementById(link.hash.slice(1)) : null;
}

/**
 * Starts keeping the visitor's input on server-drawn controls that wait for their code. Once
 * per page; listens in the capture phase at the window, ahead of React's root, so an input it
 * keeps reaches no handler before it is replayed, and is replayed only once. Returns what
 * stops it (for tests: a page keeps it for its life).
 */
export function installEarlyInputContract(win: Window = window): () => void {
  const stops: (() => void)[] = [() => delete (win as WithEarlyInput)[GLOBAL_NAME]];
  const stop = () => stops.forEach((undo) => undo());
  if (earlyInput(win)) return () => undefined;
  const state: EarlyInput = { queue: [] };
  (win as WithEarlyInput)[GLOBAL_NAME] = state;

  const keep = (event: Event, input: QueuedInput) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    state.queue.push(input);
    input.target.setAttribute(QUEUED_INPUT_ATTRIBUTE, '');
    input.target.setAttribute('aria-busy', 'true');
  };
  const listen = <K extends keyof WindowEventMap>(type: K, handler: (event: WindowEventMap[K]) => void) => {
    const listener = (event: WindowEventMap[K]) => {
      if (awaitingPart(event.target)) handler(event);
    };
    win.addEventListener(type, listener, true);
    stops.push(() => win.removeEventListener(type, listener, true));
  };

  listen('click', (event) => {
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link) {
      // The skip link does at once what it will do once live: focus moves into the page, and
      // the address stays as it is.
      const part = inPageTarget(link, win.location);
      if (part) {
        event.preventDefault();
        event.stopImmediatePropagation();
        focusInto(part);
        return;
      }
      const { navigate } = state;
      const to = navigate ? linkInApp(link, event, win.location) : undefined;
      if (navigate && to) {
        event.preventDefault();
        event.stopImmediatePropagation();
        navigate(to);
      }
      return;
    }
    const control = target.closest(CLICKED);
    if (control && awaitingPart(control)) keep(event, { type: 'click', target: control });
  });
  listen('keydown', (event) => {
    const target = event.target as Element;
    // A shortcut (find, copy, the browser's own) is never held back.
    if (KEYS_LEFT_TO_THE_BROWSER.has(event.key) || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.matches(`${TYPED}, select, a[href]`)) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    keep(event, { type: 'keydown', target, key: { key, code, shiftKey, ctrlKey, altKey, metaKey } });
  });
  listen('change', (event) => {
    const target = event.target as Element;
    // A text field's change is handed over with what was typed in it (the input below).
    if (target instanceof HTMLSelectElement) keep(event, { type: 'change', target, value: target.value });
    else if (!target.matches(TYPED)) keep(event, { type: 'change', target });
    else event.stopImmediatePropagation();
  });
  /**
   * A field's code may set it back before the typing is handed over (a controlled field drawn
   * again once hydrated, still holding its server value): what was typed is put back. Whether
   * any typing is kept.
   */
  const putBackTyping = () => {
    let typing = false;
    for (const { type, target, value } of state.queue) {
      if (type !== 'input') continue;
      typing = true;
      // Typing is always kept with what was typed. The same value again changes nothing, the caret included.
      (target as HTMLInputElement).value = value as string;
    }
    return typing;
  };
  /** Each frame while typing is kept (and the contract runs): a field never shows less than was typed. */
  const guardTyping = () => {
    if (putBackTyping() && earlyInput(win) === state) win.requestAnimationFrame(guardTyping);
  };
  // Before a key changes a field: it goes after what was typed, not after what was set back.
  listen('beforeinput', putBackTyping);
  listen('input', (event) => {
    const target = event.target as Element;
    if (!target.matches(TYPED)) {
      // A choice in a select (or a slider) fires input, then change, in one task. Let through,
      // the input would make React hydrate the part at once, mid-choice, and draw the control
      // back to its old value before the change that carries the choice: the change is kept.
      event.stopImmediatePropagation();
      return;
    }
    // Typing is the browser's: its code is handed what the field holds, once.
    const { value } = target as HTMLInputElement | HTMLTextAreaElement;
    const typing = state.queue.find((input) => input.type === 'input' && input.target === target);
    if (!typing) {
      keep(event, { type: 'input', target, value });
      win.requestAnimationFrame(guardTyping);
    } else {
      typing.value = value;
      event.stopImmediatePropagation();
    }
  });
  listen('submit', (event) => keep(event, { type: 'submit', target: event.target as Element }));
  return stop;
}
