/**
 * The app shell: what the build knows about the site's code (build/app-shell.ts writes it to
 * `dist/app-shell.json`), and the one function that turns it into a document. The build writes the
 * service worker's shell (`dist/index.html`, an empty #root) with it; the server writes every rendered
 * page with it (server/http/page-template.ts). Nothing reads or rewrites HTML as text (decision 123).
 *
 * A page paints before any of the app's code is asked for: its styles are inline (a rendered page's own
 * rules, decision 184; the whole sheet in the app shell), and so are its two scripts: a one-line mark of a
 * signed-in student (decision 203) and the small start script (src/start.ts, decision 185), which asks for the
 * app's chunks — all at once, they are few (build/chunks.ts) — once the page has painted (decision 183), and the
 * code of the dialog the person can open next once the page's own code has arrived (decisions 187, 193, 194, 202),
 * then the toaster's (decision 195).
 */
import {
  INLINE_DIALOGS_ATTRIBUTE,
  ROOT_ID,
  START_ENTRY_ATTRIBUTE,
  START_ENTRY_BYTES_ATTRIBUTE,
  START_LATER_ATTRIBUTE,
  START_LATER_STUDENT_ATTRIBUTE,
  START_LATER_TOASTER_ATTRIBUTE,
  START_MODULES_ATTRIBUTE,
  START_STYLESHEET_ATTRIBUTE,
  STUDENT_MARK_SCRIPT,
} from './app-start';
import { PAGE_STATE_ID, type ImagePreload } from './page-render';

/**
 * The dialogs Login and Enroll Now open (src/app/App.tsx loads them after the first paint): the code of the one a
 * person can open next is asked for as the app starts, so a tap the moment it runs does not wait for it
 * (decisions 187, 193).
 */
export const DIALOG_MODULES = { login: 'features/auth/LoginModal', enrol: 'features/enrol/EnrolDialog' } as const;
export type DialogName = keyof typeof DIALOG_MODULES;

/**
 * A part a dialog imports as it opens (the enrol dialog's batch choice, issue 38), read ahead with the dialog where
 * the page and the dialog already bring everything else it imports (a course page): it is then in the dialog's first
 * frame, not a round trip later, pushing the dialog's button down (decision 202). Elsewhere its imports would be a
 * screen's worth of code on the line; it comes once the dialog's module runs (src/features/enrol/EnrolDialog.tsx).
 */
export const DIALOG_PARTS: Partial<Record<DialogName, string>> = { enrol: 'features/enrol/BatchChoice' };

/**
 * The toaster (src/app/Toasts.tsx), loaded with the first toast: read ahead after the next dialog's code, so that
 * a dialog's answer shown as a toast (Send OTP's failure) shows while the academy cannot be reached (decision 195).
 */
export const TOASTER_MODULE = 'app/Toasts';

/** Where the build writes the app shell, in the build's folder (dist/). */
export const APP_SHELL_FILE = 'app-shell.json';

export interface AppShell {
  /**
   * The start script (src/start.ts), the script that starts the app: its built code, written into the page, and
   * the hash the Content-Security-Policy allows it by (`sha256-…`, server/http/security-headers.ts).
   */
  start: { code: string; hash: string };
  /** The app's entry (`/assets/index-….js`). */
  entry: string;
  /** Its length in bytes (decision 220); absent from a build before it. */
  entryBytes?: number;
  /** The chunks the entry imports statically: asked for beside it, not after it. */
  modules: string[];
  /** Each screen module of the route table (src/contract/page-routes.ts) → its chunks beyond the entry's. */
  screens: Record<string, string[]>;
  /**
   * The chunks of each dialog a tap opens (DIALOG_MODULES) beyond the entry's: the one a person can open next
   * is asked for as the app starts (START_LATER_ATTRIBUTE).
   */
  dialogs: Record<DialogName, string[]>;
  /**
   * Each dialog's part (DIALOG_PARTS): its chunk, then the chunks it imports beyond the entry's. Absent from a build
   * made before decision 202, which the server may still be serving: pages are then rendered without it.
   */
  dialogParts?: Partial<Record<DialogName, string[]>>;
  /** The toaster's chunks (TOASTER_MODULE) beyond the entry's: read ahead once a dialog's have arrived. */
  toaster: string[];
  /** The site's whole stylesheet: inline in the app shell, the source of each page's own rules. */
  styles: string;
  /** The same stylesheet as a file (`/assets/index-….css`), asked for once a rendered page's code has arrived (decision 197). */
  stylesheet: string;
  /** The document's title and description when a page sets none (the app shell's). */
  title: string;
  description: string;
  themeColor: string;
  /**
   * The site's icon (public/icons/favicon.svg) as a `data:` URI, written into each page (decision 215): as a file it
   * was one more request on a first visit's slow line. Absent from a build made before it: the file is linked then.
   */
  icon?: string;
}

/** A page the server rendered: its HTML, the state it hydrates from, and what its <head> says. */
export interface PageContent {
  /** The screen module shown (the start script asks for its chunks with the entry's). */
  screen: string;
  /** The HTML of #root. */
  html: string;
  /** The rules of the site's stylesheet this page uses (server/http/page-styles.ts); the whole sheet when absent. */
  styles?: string;
  /** The dialogs whose rules `styles` carries too (decision 198), named on the style element for the app. */
  dialogs?: readonly DialogName[];
  /** The images the page shows at once: preloaded from <head>, before the stylesheet (decision 178). */
  images?: readonly ImagePreload[];
  /** The JSON text of the page state, `<` already escaped. */
  state: string;
  title?: string;
  description?: string;
  /** The page's canonical link, Open Graph / Twitter tags and JSON-LD blocks (issue 38, server/http/head-tags.ts). */
  searchTags?: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The icon's file, linked by a build without `AppShell.icon`. */
export const ICON_FILE = '/icons/favicon.svg';

/** The icons. The manifest is linked by the start script once the app runs (decision 186). */
const appLinks = (shell: AppShell) =>
  `<link rel="icon" href="${escapeHtml(shell.icon ?? ICON_FILE)}" type="image/svg+xml"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">`;

/** An image's preload, written as React writes the hints it makes itself. */
const imagePreload = ({ href, fetchPriority }: ImagePreload) =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}"${fetchPriority ? ` fetchPriority="${fetchPriority}"` : ''}/>`;

const isMain = (image: ImagePreload) => image.fetchPriority === 'high';

/** The <head> of a page, or of the app shell when `page` is null. */
export function renderHead(shell: AppShell, page: PageContent | null): string {
  const images = page?.images ?? [];
  return (
    '<meta charset="UTF-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover">' +
    `<title>${escapeHtml(page?.title ?? shell.title)}</title>` +
    `<meta name="description" content="${escapeHtml(page?.description ?? shell.description)}">` +
    `<meta name="theme-color" content="${escapeHtml(shell.themeColor)}">` +
    // The page's main picture (its LCP) asked for first: it takes the connection the document came on.
    [...images.filter(isMain), ...images.filter((image) => !isMain(image))].map(imagePreload).join('') +
    `<script>${STUDENT_MARK_SCRIPT}</script>` +
    startScript(shell, page) +
    (page?.searchTags ?? '') +
    // Not a style attribute nor a script: the Content-Security-Policy allows inline styles (security-headers.ts).
    inlineStyle(shell, page) +
    appLinks(shell)
  );
}

/** A page's own rules, naming the dialogs they style too (decision 198); the whole sheet in the app shell. */
function inlineStyle(shell: AppShell, page: PageContent | null): string {
  if (page?.styles === undefined) return `<style>${shell.styles}</style>`;
  const dialogs = page.dialogs?.length ? ` ${INLINE_DIALOGS_ATTRIBUTE}="${page.dialogs.join(' ')}"` : '';
  return `<style${dialogs}>${page.styles}</style>`;
}

/**
 * The start script, told the entry, the chunks to ask for with it, and the dialogs' chunks the page does not
 * already ask for (for once the entry has run). An `async` module: it never holds up the paint, and runs as the
 * head is parsed, not after the whole page (it waits for the paint itself; the entry it adds waits for the parse).
 */
function startScript(shell: AppShell, page: PageContent | null): string {
  const first = pageModules(shell, page?.screen ?? null);
  const modules = first.join(' ');
  const later = (files: string[]) => escapeHtml(files.filter((file) => !first.includes(file)).join(' '));
  // A page with only its own rules gets the rest before the app can show anything it does not have.
  const stylesheet = page?.styles !== undefined ? ` ${START_STYLESHEET_ATTRIBUTE}="${escapeHtml(shell.stylesheet)}"` : '';
  // Inline (decision 185): as a file it came a round trip after the page's first bytes, and the app's code
  // a round trip after that. Its text is the build's, checked to hold no "</script" (build/app-shell.ts).
  return (
    `<script type="module" async ${START_ENTRY_ATTRIBUTE}="${escapeHtml(shell.entry)}" ` +
    (page && shell.entryBytes ? `${START_ENTRY_BYTES_ATTRIBUTE}="${shell.entryBytes}" ` : '') +
    `${START_MODULES_ATTRIBUTE}="${escapeHtml(modules)}" ${START_LATER_ATTRIBUTE}="${later(shell.dialogs.login)}" ` +
    `${START_LATER_STUDENT_ATTRIBUTE}="${later(dialogFiles(shell, 'enrol', first))}" ${START_LATER_TOASTER_ATTRIBUTE}="${later(shell.toaster)}"${stylesheet}>` +
    `${shell.start.code}</script>`
  );
}

/** A dialog's files, with its part's own where the page (`first`) and the dialog bring all else the part imports. */
function dialogFiles(shell: AppShell, name: DialogName, first: readonly string[]): string[] {
  const files = shell.dialogs[name];
  const [own, ...imports] = shell.dialogParts?.[name] ?? [];
  const covered = own !== undefined && imports.every((file) => first.includes(file) || files.includes(file));
  return covered ? [...files, own] : files;
}

/** The scripts a page needs before it runs: the entry's chunks and its screen's. */
export function pageModules(shell: AppShell, screen: string | null): string[] {
  return [...shell.modules, ...(screen ? (shell.screens[screen] ?? []) : [])];
}

/** A whole document: the app shell (`page` null: an empty #root the app renders into) or a rendered page. */
export function renderDocument(shell: AppShell, page: PageContent | null): string {
  const state = page ? `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>` : '';
  return (
    `<!doctype html><html lang="en"><head>${renderHead(shell, page)}</head><body>` +
    `<div id="${ROOT_ID}">${page?.html ?? ''}</div>${state}` +
    '</body></html>'
  );
}
