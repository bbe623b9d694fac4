/**
 * Installing the app: Chromium's `beforeinstallprompt` is kept for the "Install app" button; iOS Safari
 * has no such event, so it gets a "Share → Add to Home Screen" hint; a running installed app gets neither.
 */
import { createStore } from 'zustand/vanilla';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  prompt: BeforeInstallPromptEvent | null;
  standalone: boolean;
  /** iOS Safari: installable only by hand, from the Share menu. */
  manualOnly: boolean;
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

// Nothing to offer at first, as the server renders it; the browser's own answer follows at once, so a
// hydrating page matches the server's HTML first.
export const installState = createStore<InstallState>(() => ({ prompt: null, standalone: false, manualOnly: false }));
if (typeof window !== 'undefined') installState.setState({ standalone: isStandalone(), manualOnly: isIosSafari() });

/** Loaded when installing makes keeping data worth asking for, not with every page. */
const askForPersistentStorage = () => void import('./persistent-storage').then((m) => m.requestPersistentStorage());

/** Listens from the first moment: the event may fire before React has rendered anything. */
export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installState.setState({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    installState.setState({ prompt: null });
    askForPersistentStorage();
  });
  if (installState.getState().standalone) askForPersistentStorage();
}

export async function promptInstall(): Promise<void> {
  const { prompt } = installState.getState();
  if (!prompt) return;
  await prompt.prompt();
  await prompt.userChoice;
  // A prompt can be used once; Chromium fires a new event if installing is still possible.
  installState.setState({ prompt: null });
}
