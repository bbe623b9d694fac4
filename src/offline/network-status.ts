/** Whether the browser believes it is online, as a store the UI can read (no React here). */
import { createStore } from 'zustand/vanilla';

/** `offlineSince`: when this page last went offline (ms since the epoch), or null while it is online. */
export const networkStatus = createStore<{ online: boolean; offlineSince: number | null }>(() => {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  return { online, offlineSince: online ? null : Date.now() };
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => networkStatus.setState({ online: true, offlineSince: null }));
  window.addEventListener('offline', () => networkStatus.setState({ online: false, offlineSince: Date.now() }));
}
