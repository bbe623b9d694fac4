/**
 * The app's first screen is live (routes.tsx marks it as it sets `data-app-ready`). Code no first tap needs — the
 * footer's, the floating buttons', the install button's, the outbox's wiring — is asked for once it is (decision 207):
 * asked for while the page hydrated, it shared a slow line, and its six connections, with the code of the dialog a tap
 * opens next, which the start script reads then. Only in the browser's app: the server's renderer, and a test
 * rendering a screen, take the parts at once.
 */

let release = () => {};
const started = new Promise<void>((resolve) => (release = resolve));

/** Called by routes.tsx as the first screen goes live. */
export const markAppStarted = (): void => release();

/**
 * Resolves once the app has started; at once where nothing holds the parts: the browser's app marks <html> with its
 * build's version before its first render (src/main.tsx), the server's renderer and a test rendering a screen do not.
 */
export const whenAppStarted = (): Promise<void> =>
  typeof document !== 'undefined' && document.documentElement.dataset.version ? started : Promise.resolve();
