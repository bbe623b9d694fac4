/**
 * The app's toasts, through sonner loaded with the first one: sonner is 9 KB that no screen needs to
 * paint or to answer a tap, so no screen's first load carries it (the toaster itself mounts after
 * hydration, src/app/Notifications.tsx, which loads the same chunk).
 */
type Sonner = (typeof import('sonner'))['toast'];

const sonner = () => import('sonner').then((m) => m.toast);

export const toast = {
  success: (...args: Parameters<Sonner['success']>): void => void sonner().then((t) => t.success(...args)),
  error: (...args: Parameters<Sonner['error']>): void => void sonner().then((t) => t.error(...args)),
  info: (...args: Parameters<Sonner['info']>): void => void sonner().then((t) => t.info(...args)),
  show: (...args: Parameters<Sonner>): void => void sonner().then((t) => t(...args)),
};
