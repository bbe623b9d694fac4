/** Whether the browser believes it is online, as a store the UI can read (no React here). */
import { createStore } from 'zustand/vanilla';

export const networkStatus = createStore<{ online: boolean }>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => networkStatus.setState({ online: true }));
  window.addEventListener('offline', () => networkStatus.setState({ online: false }));
}
