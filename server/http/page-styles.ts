/**
 * A page's own stylesheet: the site's rules its HTML can use, and no others (decision 184). The site's
 * whole stylesheet is ~14 KB compressed, more than half of a page; inline in full it pushed the document
 * past the first round trip's worth of bytes on a slow line, and the paint a round trip later. The rest
 * arrives as a file the start script links once the page has painted (src/start.ts), before the app runs.
 *
 * PurgeCSS keeps a rule when every class, id and element its selector names occurs in the page (states —
 * `:hover`, `:popover-open`, `[open]` — are not judged), so a control the page has works before the app
 * does; custom properties, @font-face and keyframes stay whole. A state only the app sets (`aria-expanded`
 * true) waits for the whole sheet, which is there before the app runs.
 */
import { PurgeCSS } from 'purgecss';
import { ROOT_ID } from '../../src/contract/app-start';

export async function pageStyles(siteStyles: string, rootHtml: string): Promise<string> {
  // The document around #root (renderDocument): its elements are the page's too.
  const content = `<html><head><style></style></head><body><div id="${ROOT_ID}">${rootHtml}</div></body></html>`;
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: content, extension: 'html' }],
    css: [{ raw: siteStyles }],
    fontFace: false,
    keyframes: false,
    variables: false,
  });
  return result?.css ?? siteStyles;
}
