/**
 * A page's own stylesheet: the site's rules its HTML can use, and no others (decision 184). The site's
 * whole stylesheet is ~14 KB compressed, more than half of a page; inline in full it pushed the document
 * past the first round trip's worth of bytes on a slow line, and the paint a round trip later. The rest
 * arrives as a file the start script asks for once the page's code has come (src/start.ts, decision 197).
 *
 * PurgeCSS keeps a rule when every class, id and element its selector names occurs in the page (states —
 * `:hover`, `:popover-open`, `[open]` — are not judged), so a control the page has works before the app
 * does; custom properties, @font-face and keyframes stay whole. A state only the app sets (`aria-expanded`
 * true) waits for the whole sheet, which comes as the app starts (decision 197).
 *
 * Choosing costs ~15 ms, more than a render, so it is made once per set of words (decision 188): PurgeCSS
 * reads a page as the words in it and keeps a rule when the words its selector names are among them, so two
 * pages with the same words from the stylesheet's selectors get the same rules — every render of a page sent
 * once, pages of one kind. Not for a stylesheet with a partial attribute selector (`[href^="http"]`): PurgeCSS
 * matches those against parts of words, so such a sheet is judged against each page whole, as before.
 */
import { PurgeCSS } from 'purgecss';
import { ROOT_ID, STUDENT_MARK_ATTRIBUTE } from '../../src/contract/app-start';
import { ENROL_BAR_CLASS, ENROL_BAR_ROOM_CLASS, LAID_OUT_ATTRIBUTE } from '../../src/contract/page-render';

/** PurgeCSS's default extractor, made explicit: the key below is exact only if both read the same words. */
const WORDS = /[A-Za-z0-9_-]+/g;
const wordsOf = (text: string): string[] => text.match(WORDS) ?? [];

/** What stands before each `{`: a rule's selectors or an at-rule's prelude (declarations never do). */
const PRELUDES = /([^{}]+)\{/g;
/** `^=`, `$=`, `*=`, `~=`, `|=`: PurgeCSS matches these against parts of a page's words, not whole words. */
const PARTIAL_ATTRIBUTE = /\[[^\]]*[\^$*~|]=/;

/** The global classes of the bars the app shows over any page (global.css). */
const SHELL_BARS = 'route-progress offline-banner';

/** Sets of words whose rules are kept, per render thread, the least recently used dropped first. */
const MAX_KEPT_CHOICES = 256;

interface SiteSheet {
  styles: string;
  /** Each word of the stylesheet's selectors, by its place in `list`. */
  index: Map<string, number>;
  list: string[];
  /** False when the sheet has a partial attribute selector: each page is then judged whole. */
  keyable: boolean;
  chosen: Map<string, Promise<string>>;
}
/** The stylesheet last asked about: a replaced build brings another, and its choices start afresh. */
let site: SiteSheet | null = null;

function readSheet(styles: string): SiteSheet {
  const preludes = [...styles.matchAll(PRELUDES)].map((match) => match[1]!);
  const list = [...new Set(preludes.flatMap(wordsOf))];
  return {
    styles,
    list,
    index: new Map(list.map((word, i) => [word, i])),
    keyable: !preludes.some((prelude) => PARTIAL_ATTRIBUTE.test(prelude)),
    chosen: new Map(),
  };
}

function purge(siteStyles: string, content: string): Promise<string> {
  return new PurgeCSS()
    .purge({
      content: [{ raw: content, extension: 'html' }],
      css: [{ raw: siteStyles }],
      defaultExtractor: wordsOf,
      fontFace: false,
      keyframes: false,
      variables: false,
    })
    .then(([result]) => result?.css ?? siteStyles);
}

/** `dialogWords`: the words of the dialogs a tap on the page can open, whose rules it carries too (decision 198). */
export function pageStyles(siteStyles: string, rootHtml: string, dialogWords = ''): Promise<string> {
  if (site?.styles !== siteStyles) site = readSheet(siteStyles);
  const sheet = site;
  // The document around #root (renderDocument): its elements are the page's too. So are the shell's two bars the app
  // may show before the rest of the sheet has come (decision 197): the loading bar of a tap whose code is on its way
  // (src/app/LoadingBar.tsx) and the offline banner (src/app/OfflineBanner.tsx). And the dialogs a tap opens here. And
  // the mark the first End or Home sets (src/ui/full-layout.ts): without its rule, End stopped short of the footer.
  // And the mark of a signed-in student (decision 203), which the page's first script sets before its body is read.
  // And the marks of a course page's sticky enrol bar, which may show before the rest of the sheet has come.
  const content = `<html ${STUDENT_MARK_ATTRIBUTE}><head><style></style></head><body class="${ENROL_BAR_CLASS} ${ENROL_BAR_ROOM_CLASS}"><div id="${ROOT_ID}">${rootHtml}</div><div class="${SHELL_BARS}" ${LAID_OUT_ATTRIBUTE}>${dialogWords}</div></body></html>`;
  if (!sheet.keyable) return purge(siteStyles, content);
  // Which of the selectors' words the page has, one mark each: the key, without a set or a sort of the page's words.
  const marks = new Uint8Array(sheet.list.length);
  for (const word of wordsOf(content)) {
    const at = sheet.index.get(word);
    if (at !== undefined) marks[at] = 1;
  }
  const key = Buffer.from(marks).toString('latin1');
  let chosen = sheet.chosen.get(key);
  if (chosen) sheet.chosen.delete(key);
  else {
    chosen = purge(siteStyles, sheet.list.filter((_, at) => marks[at] === 1).join(' '));
    // A choice that failed is not kept: the next page asks again.
    chosen.catch(() => sheet.chosen.delete(key));
    if (sheet.chosen.size >= MAX_KEPT_CHOICES) sheet.chosen.delete(sheet.chosen.keys().next().value!);
  }
  sheet.chosen.set(key, chosen);
  return chosen;
}
