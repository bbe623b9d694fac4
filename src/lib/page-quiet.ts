/**
 * Work that must not compete with what a person is doing (decision 125): the service worker's first
 * install (its precache is some 600 KB on the same line as the page) and the offline warm-up wait until
 * the page is quiet: a few seconds without a tap or a key, no dialog or menu open, no form sending, and
 * the browser idle. A person who taps keeps pushing it back; one who only reads gets it after a few seconds.
 */
import { whenIdle } from './idle';

/** How long after the last tap or key press the page counts as quiet. */
export const QUIET_AFTER_INPUT_MS = 3_000;

let busy = 0;
let lastInput = Date.now();
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const seen = () => {
    lastInput = Date.now();
  };
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, seen, { capture: true, passive: true });
}
listen();

/** Marks the page busy (a form sending) until the returned function is called. */
export function markBusy(): () => void {
  busy += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    busy -= 1;
  };
}

/** A dialog or the menu is open: someone is in the middle of something. */
function somethingOpen(): boolean {
  if (document.querySelector('dialog[open], [data-open]')) return true;
  try {
    return document.querySelector(':popover-open') !== null;
  } catch {
    return false; // a browser without popovers: its menu is `data-open`
  }
}

/** Whether the page is quiet now (exported for tests). */
export function isQuiet(now = Date.now()): boolean {
  return busy === 0 && now - lastInput >= QUIET_AFTER_INPUT_MS && !somethingOpen();
}

/** Runs `work` once the page is quiet, then idle. */
export function whenQuiet(work: () => void): void {
  const check = () => {
    if (!isQuiet()) {
      window.setTimeout(check, Math.max(250, QUIET_AFTER_INPUT_MS - (Date.now() - lastInput)));
      return;
    }
    whenIdle(() => (isQuiet() ? work() : check()), { timeoutMs: 5_000, withoutIdleMs: 500 });
  };
  check();
}
