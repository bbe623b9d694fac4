// @vitest-environment node
/**
 * A page's own stylesheet (server/http/page-styles.ts, decision 184): the rules its HTML can use, the states
 * of what it has (a menu that opens before the app runs), and what any rule may need (tokens, fonts,
 * animations); nothing for what the page does not have.
 */
import { describe, expect, it } from 'vitest';
import { pageStyles } from '../../server/http/page-styles';

const SITE = [
  ':root{--brand:#4f46e5}',
  'html{color-scheme:light}',
  'body{margin:0}',
  '#root{min-height:100vh}',
  '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '._hero_a1{background:var(--brand)}',
  '._drawer_b2:popover-open{display:flex}',
  '._faq_c3[open] ._icon_d4{rotate:90deg}',
  '@media (min-width:768px){._hero_a1{padding:4rem}}',
  '._toast_e5{position:fixed}',
  '._dialog_f6::backdrop{background:#0008}',
  '._spinner_g7{animation:spin 1s}',
  '.route-progress{position:fixed}',
  '.offline-banner{position:sticky}',
  'html[data-laid-out] ._hero_a1{content-visibility:visible}',
  'html[data-zoomed] ._hero_a1{zoom:2}',
  '.for-visitor,.for-student{display:contents}',
  ':root:not([data-student]) .for-student,:root[data-student] .for-visitor{display:none}',
].join('\n');

const HTML =
  '<header><details class="_faq_c3"><summary><svg class="_icon_d4"></svg></summary></details>' +
  '<div class="_drawer_b2" popover id="menu"></div></header><main><section class="_hero_a1"><h1>Learn</h1></section></main>';

describe("a page's own rules", () => {
  it('keeps the rules its elements use, with their media queries and the states of what it has', async () => {
    const css = await pageStyles(SITE, HTML);
    for (const kept of [
      'html{',
      'body{',
      '#root{',
      '._hero_a1{background',
      '._hero_a1{padding',
      '._drawer_b2:popover-open',
      '._faq_c3[open] ._icon_d4',
    ])
      expect(css, kept).toContain(kept);
  });

  it('drops the rules of what the page does not have: a toast, a dialog, a spinner', async () => {
    const css = await pageStyles(SITE, HTML);
    for (const dropped of ['._toast_e5', '._dialog_f6', '._spinner_g7']) expect(css, dropped).not.toContain(dropped);
    expect(css.length).toBeLessThan(SITE.length);
  });

  it('keeps the loading bar and the offline banner, which the app may show before the rest of the sheet has come (decision 197)', async () => {
    const css = await pageStyles(SITE, HTML);
    expect(HTML).not.toContain('route-progress');
    expect(css).toContain('.route-progress{');
    expect(css).toContain('.offline-banner{');
  });

  it('keeps the rule the first End or Home needs (full-layout.ts), set by the app before the rest of the sheet may have come', async () => {
    const css = await pageStyles(SITE, HTML);
    expect(css).toContain('html[data-laid-out] ._hero_a1{');
    // Another mark the page does not have is still judged, and dropped.
    expect(css).not.toContain('data-zoomed');
  });

  it("keeps the rules that show a signed-in student's account area or a visitor's by the mark on <html> (decision 203)", async () => {
    const account =
      '<header><span class="for-visitor"><a href="/login">Login</a></span><span class="for-student"><a>My learning</a></span></header>';
    const css = await pageStyles(SITE, account);
    // Without it a visitor saw My learning beside Login and Register, and a student Login, until the sheet came.
    expect(css).toContain(':root:not([data-student]) .for-student,:root[data-student] .for-visitor{display:none}');
    expect(css).toContain('.for-visitor,.for-student{display:contents}');
    expect(await pageStyles(SITE, HTML)).not.toContain('for-student');
  });

  it("keeps the rules of the dialogs a tap on the page opens, named by their markup's words, and no others (decision 198)", async () => {
    const css = await pageStyles(SITE, HTML, 'dialog _dialog_f6');
    expect(css).toContain('._dialog_f6::backdrop');
    expect(css).not.toContain('._toast_e5');
    expect(await pageStyles(SITE, HTML)).not.toContain('._dialog_f6');
  });

  it('keeps the tokens, the fonts and the animations whole', async () => {
    const css = await pageStyles(SITE, HTML);
    expect(css).toContain('--brand:#4f46e5');
    expect(css).toContain('@font-face');
    expect(css).toContain('@keyframes spin');
  });
});

describe('rules chosen once per set of words (decision 188)', () => {
  it('gives two pages whose words differ only where the stylesheet has none the same choice, made once', async () => {
    const first = pageStyles(SITE, HTML);
    const sameWords = pageStyles(SITE, HTML.replace('Learn', 'Build something new'));
    expect(sameWords).toBe(first);
    expect(await sameWords).toBe(await first);
  });

  it('chooses again for a page with a class more, and for a replaced stylesheet', async () => {
    const withToast = await pageStyles(SITE, `${HTML}<div class="_toast_e5"></div>`);
    expect(withToast).toContain('._toast_e5');
    expect(await pageStyles(SITE, HTML)).not.toContain('._toast_e5');
    const replaced = await pageStyles(`${SITE}\n._hero_a1 h1{font-size:3rem}`, HTML);
    expect(replaced).toContain('._hero_a1 h1');
  });

  it('keys by the words of the selectors only: a page word found only in a declaration (`fixed`) changes nothing', () => {
    expect(pageStyles(SITE, `${HTML}<p>fixed</p>`)).toBe(pageStyles(SITE, HTML));
  });

  it('judges a page whole when the sheet matches parts of words (`[href^="http"]`), as PurgeCSS does', async () => {
    const sheet = `${SITE}\na[href^="http"]{color:blue}\n[class*="icon"]{width:1em}`;
    const linked = await pageStyles(sheet, `${HTML}<a href="https://example.com" class="iconic">out</a>`);
    expect(linked).toContain('a[href^="http"]');
    expect(linked).toContain('[class*="icon"]');
    const plain = await pageStyles(sheet, `${HTML}<a href="/about">in</a>`);
    expect(plain).not.toContain('a[href^="http"]');
  });
});
