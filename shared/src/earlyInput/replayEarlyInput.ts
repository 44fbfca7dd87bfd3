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

/**
 * The server-drawn `part` is live: its code has taken it over. The input kept on its controls
 * meanwhile is replayed on them, once each and in the order it came. Input on a control no
 * longer on the page (its code drew it afresh, or the visitor moved on) is dropped: there is no
 * longer the control the visitor meant.
 */
export function releaseAwaitingCode(part: Element): void {
  part.removeAttribute(AWAITING_CODE_ATTRIBUTE);
  const state = earlyInput();
  if (!state || state.queue.length === 0) return;
  const due: QueuedInput[] = [];
  const waiting: QueuedInput[] = [];
  for (const input of state.queue) {
    if (!input.target.isConnected) unmark(input.target);
    else if (input.target.closest(`[${AWAITING_CODE_ATTRIBUTE}]`)) waiting.push(input);
    else due.push(input);
  }
  state.queue = waiting;
  for (const input of due) {
    unmark(input.target);
    replay(input);
  }
}

/**
 * Links inside parts still waiting for their code move within the app from now on (once its
 * router is live); undefined leaves them to the browser again.
 */
export function followEarlyLinksWith(navigate: ((to: string) => void) | undefined): void {
  const state = earlyInput();
  if (state) state.navigate = navigate;
}
