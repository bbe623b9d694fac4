/**
 * What a page tells its start script (src/start.ts): the app's entry and the chunks to ask for with it.
 * `renderDocument` (src/contract/app-shell.ts) writes these; the start script reads them. Its own module,
 * imported by nothing the app imports: the start script must stay one file with no imports.
 */
export const START_ENTRY_ATTRIBUTE = 'data-app-entry';
export const START_MODULES_ATTRIBUTE = 'data-app-modules';
/**
 * Code a tap may need the moment the app runs — the login and enrol dialogs with what they import — asked for
 * as the app starts, while the page hydrates (issue 35).
 */
export const START_LATER_ATTRIBUTE = 'data-app-later';
/** The site's whole stylesheet, linked with the app's code when the page inlines only its own rules (decision 184). */
export const START_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';
/**
 * The web app manifest (vite-plugin-pwa writes it under this name): linked by the start script once the app's
 * entry has run, not by the page. Chrome asks for a page's manifest, then its icon, as the page loads, and
 * Lighthouse counts that chain in the largest paint of a page whose largest element is a picture (decision 186).
 */
export const MANIFEST_HREF = '/manifest.webmanifest';
/** The element the app renders into (or hydrates). */
export const ROOT_ID = 'root';
