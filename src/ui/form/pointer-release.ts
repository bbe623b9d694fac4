/**
 * "After the press that is going on": a field left by a press on another control (the mouse on a
 * button, a finger's tap) would otherwise show its message in the middle of that press. The message
 * adds a line to the form, the button moves, the release lands beside it and the click is lost.
 * Run after the press has ended (and its click been dispatched), the message changes the layout only
 * once the click has reached its button. Keyboard and programmatic focus changes are not deferred.
 */

/** A tap's synthetic mouse events follow its pointerup within this long. */
const TAP_FOLLOW_MS = 500;

let pressed = false;
let lastRelease = { at: -Infinity, type: 'mouse' };
let waiting: (() => void)[] = [];
let listening = false;

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pointerdown', () => (pressed = true), true);
  const release = (event: PointerEvent) => {
    pressed = false;
    lastRelease = { at: performance.now(), type: event.pointerType };
    const run = waiting;
    waiting = [];
    // A task later: the click of this release has been dispatched by then.
    if (run.length) window.setTimeout(() => run.forEach((fn) => fn()), 0);
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/** Starts watching presses (call before the person can interact, e.g. when a form mounts). */
export const watchPointer = listen;

/** Runs `fn` now, or once the press in progress (or the tap that just ended) has delivered its click. */
export function afterPointerRelease(fn: () => void): void {
  listen();
  if (pressed) {
    waiting.push(fn);
    return;
  }
  const tapEnding = lastRelease.type !== 'mouse' && performance.now() - lastRelease.at < TAP_FOLLOW_MS;
  if (tapEnding) window.setTimeout(fn, 0);
  else fn();
}
