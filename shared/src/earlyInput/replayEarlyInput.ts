import { AWAITING_CODE_ATTRIBUTE, earlyInput, QUEUED_INPUT_ATTRIBUTE, type QueuedInput } from './earlyInputContract';

/** The control no longer shows its input as waiting. */
function unmark(target: Element): void {
  target.removeAttribute(QUEUED_INPUT_ATTRIBUTE);
  target.removeAttribute('aria-busy');
}

/**
 * Hands what was typed to the field's code as a fresh input. React's value tracker takes a
 * field's value as its own when it hydrates it, and a render since may have put the field back
 * to its state: so the field is set to what React holds, as far as React knows, then to the
 * typed value behind the tracker's back (the prototype's setter), which React reads as a change.
 */
function handOverTypedValue(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay({ type, target, key, value }: QueuedInput): void {
  switch (type) {
    case 'click':
      // A click as the browser makes it: a checkbox toggles, a submit button submits its form.
      (target as HTMLElement).click();
      return;
    case 'keydown':
      target.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
      return;
    case 'change':
      if (target instanceof HTMLSelectElement && value !== undefined) target.value = value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    case 'input':
      handOverTypedValue(target as HTMLInputElement | HTMLTextAreaElement, value ?? '');
      return;
    case 'submit':
      (target as HTMLFormElement).requestSubmit();
  }
}

const awaiting = (element: Element) => element.closest(`[${AWAITING_CODE_ATTRIBUTE}]`) !== null;

/**
 * Where input on a control no longer on the page goes: the live control that took its place,
 * known by its id (the page's code drew it afresh, from another catalogue or build). A control
 * with no id has no such counterpart.
 */
function counterpart(gone: Element): Element | undefined {
  const standIn = gone.id ? gone.ownerDocument.getElementById(gone.id) : null;
  return standIn && !awaiting(standIn) ? standIn : undefined;
}

/** How long input may wait on a control whose part went live but whose own code is still on its way. */
const LIVE_WAIT_MS = 30_000;

/** Whether `element` is drawn by its code yet. */
type IsLive = (element: Element) => boolean;

/**
 * Replays, in order, what is kept for controls whose part is live and whose code has drawn
 * them; tries again each frame while one of them waits for code of its own (a lazy part of a
 * page, such as the graph's chart, hydrates after the page), until `deadline`.
 */
function replayDue(isLive: IsLive, deadline: number): void {
  const state = earlyInput();
  if (!state) return;
  const gaveUp = Date.now() > deadline;
  let again = false;
  const kept: QueuedInput[] = [];
  const due: QueuedInput[] = [];
  for (const input of state.queue) {
    let { target } = input;
    if (!target.isConnected) {
      unmark(target);
      const standIn = counterpart(target);
      if (!standIn) continue;
      target = standIn;
    }
    if (awaiting(target)) kept.push(input);
    // An input waits while its control's code is on its way, and every later one behind it.
    else if (again || !isLive(target)) {
      if (gaveUp) unmark(target);
      else {
        kept.push({ ...input, target });
        again = true;
      }
    } else due.push({ ...input, target });
  }
  state.queue = kept;
  for (const input of due) {
    unmark(input.target);
    replay(input);
  }
  if (again) requestAnimationFrame(() => replayDue(isLive, deadline));
}

/**
 * The server-drawn `part` is live: its code has taken it over. The input kept on its controls
 * meanwhile is replayed on them, once each and in the order it came, as each control's code has
 * drawn it (`isLive`; by default at once). Where the code drew a control afresh, the input goes
 * to the control with its id; where none has it (the visitor moved on, or the control has no
 * id), it is dropped: the control the visitor meant is gone.
 */
export function releaseAwaitingCode(part: Element, isLive: IsLive = () => true): void {
  part.removeAttribute(AWAITING_CODE_ATTRIBUTE);
  replayDue(isLive, Date.now() + LIVE_WAIT_MS);
}

/**
 * Links inside parts still waiting for their code move within the app from now on (once its
 * router is live); undefined leaves them to the browser again.
 */
export function followEarlyLinksWith(navigate: ((to: string) => void) | undefined): void {
  const state = earlyInput();
  if (state) state.navigate = navigate;
}
