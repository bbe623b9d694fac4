/**
 * The app's toasts, through sonner loaded with the first one: sonner is 9 KB that no screen needs to
 * paint or to answer a tap, and evaluating it with its styles is an 18 ms task (decision 87). The
 * toaster that shows them (src/app/Toasts.tsx, mounted by the shell, App.tsx) is mounted then too, and each toast waits for it:
 * a toast sent before the toaster listens would be lost.
 */
type Sonner = (typeof import('sonner'))['toast'];

let toasterAsked = false;
const askers = new Set<() => void>();
let toasterMounted!: () => void;
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve));

/** The app mounts its toaster when told; a request made before it listened is told at once. */
export function whenToasterWanted(mount: () => void): () => void {
  if (toasterAsked) mount();
  askers.add(mount);
  return () => askers.delete(mount);
}

/** Said by the toaster once it listens for toasts. */
export function toasterListening(): void {
  toasterMounted();
}

function sonner(): Promise<Sonner> {
  if (!toasterAsked) {
    toasterAsked = true;
    askers.forEach((mount) => mount());
  }
  return Promise.all([import('sonner'), toasterReady]).then(([m]) => m.toast);
}

export const toast = {
  success: (...args: Parameters<Sonner['success']>): void => void sonner().then((t) => t.success(...args)),
  error: (...args: Parameters<Sonner['error']>): void => void sonner().then((t) => t.error(...args)),
  info: (...args: Parameters<Sonner['info']>): void => void sonner().then((t) => t.info(...args)),
  show: (...args: Parameters<Sonner>): void => void sonner().then((t) => t(...args)),
};
