/**
 * What a page tells its start script (src/start.ts): the app's entry and the chunks to ask for with it; and the page's
 * other script, the mark of a signed-in student (decision 203).
 * `renderDocument` (src/contract/app-shell.ts) writes these; the start script reads them. Its own module,
 * imported by nothing the app imports: the start script must stay one file with no imports.
 */
export const START_ENTRY_ATTRIBUTE = 'data-app-entry';
export const START_MODULES_ATTRIBUTE = 'data-app-modules';
/**
 * The entry's length in bytes, as its script receives it: counted as it comes, the start script knows when what is
 * left would take one round trip, and asks for the next dialog's code then (decision 220).
 */
export const START_ENTRY_BYTES_ATTRIBUTE = 'data-app-entry-bytes';
/**
 * Code a tap may need the moment the app runs, asked for as the app starts, while the page hydrates (issue 35):
 * the dialog a person can open next, with what it imports. A visitor's is the login dialog (Enroll Now asks a
 * visitor to log in first); a signed-in student's, the enrol dialog. The start script reads one or the other.
 */
export const START_LATER_ATTRIBUTE = 'data-app-later';
export const START_LATER_STUDENT_ATTRIBUTE = 'data-app-later-student';
/**
 * The toaster's code, read once the dialog's has arrived (decision 195): a toast the dialog shows (Send OTP's
 * failure on lie-fi) must not wait for a server that cannot be reached.
 */
export const START_LATER_TOASTER_ATTRIBUTE = 'data-app-later-toaster';
/**
 * The cookie a signed-in student's browser holds: src/session/session.ts writes it (the start script imports
 * nothing; tests/unit/start-script.test.ts logs in through the session and sees the student's dialog read).
 */
export const SIGNED_IN_COOKIE = 'studentId';
/**
 * On <html> while a student is signed in on this device (decision 203): set before the page's body is parsed by
 * STUDENT_MARK_SCRIPT, removed by src/session/session.ts when the student logs out. The page the server sends is
 * every visitor's; with the mark, a signed-in student's account area shows theirs from the first paint, not Login and
 * Register until the app runs.
 */
export const STUDENT_MARK_ATTRIBUTE = 'data-student';
/**
 * The page's one classic inline script, in <head> before its style: a module script (the start script) runs only
 * once the page is parsed, after the first paint on a slow line. Its text is allowed by its hash
 * (server/http/security-headers.ts).
 */
export const STUDENT_MARK_SCRIPT = `/(^|; )${SIGNED_IN_COOKIE}=[^;]/.test(document.cookie)&&document.documentElement.setAttribute("${STUDENT_MARK_ATTRIBUTE}","")`;
/**
 * What a signed-in student's Enroll Now targets before the app runs (`#enrol`, `#enrol-<batch>`, decision 204): the
 * enrol link's and the start script's, which takes such a tap in place of the page's history entry (decision 212).
 */
export const ENROL_TARGET_ID = 'enrol';
/** The site's whole stylesheet, asked for once the app's code has arrived when the page inlines only its own rules (decision 197). */
export const START_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';
/**
 * Marks the start script's link to that stylesheet: empty while it is on its way, `settled` once it has loaded or
 * failed, or once it has been on its way too long (STYLESHEET_LONGEST_WAIT_MS). src/ui/site-styles.ts writes the
 * name out (the app imports nothing of this module): what the page lacks waits for it (decision 197).
 */
export const SITE_SHEET_ATTRIBUTE = 'data-site-sheet';
/**
 * On a page's inline `<style>`: the dialogs (DIALOG_MODULES of ./app-shell.ts) whose rules it carries beside the
 * page's own, space-separated. Such a dialog opens styled without waiting for the rest of the sheet (decision 198).
 * src/ui/site-styles.ts writes the name out, as for SITE_SHEET_ATTRIBUTE.
 */
export const INLINE_DIALOGS_ATTRIBUTE = 'data-dialogs';
/** Past this, a stylesheet still on its way counts as failed: a stalled line shows parts plain, not never. */
export const STYLESHEET_LONGEST_WAIT_MS = 5000;
/**
 * The web app manifest (vite-plugin-pwa writes it under this name): linked by the start script once the app's
 * entry has run, not by the page. Chrome asks for a page's manifest, then its icon, as the page loads, and
 * Lighthouse counts that chain in the largest paint of a page whose largest element is a picture (decision 186).
 */
export const MANIFEST_HREF = '/manifest.webmanifest';
/** The element the app renders into (or hydrates). */
export const ROOT_ID = 'root';
