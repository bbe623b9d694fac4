// @vitest-environment node
/**
 * The build's app shell (build/app-shell.ts) is read from the bundle's module graph: the entry and what it
 * imports, each screen's chunks found by the screen's module (never by reading source), the one stylesheet
 * (its text, and its file for pages that inline only their own rules).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { readFileSync } from 'node:fs';
import { appShellOf, svgDataUri } from '../../build/app-shell';
import { SCREEN_MODULES, HOME_SCREEN } from '../../src/contract/page-routes';

const ROOT = '/repo';
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false, code = '') =>
  ({ type: 'chunk', fileName, imports, dynamicImports: [], facadeModuleId, isEntry, code }) as unknown as Rollup.OutputChunk;
const START_CODE = 'const t=document.querySelector("script[data-app-entry]");\n';

function bundle(extra: Record<string, Rollup.OutputChunk | Rollup.OutputAsset> = {}): Rollup.OutputBundle {
  const files: Record<string, unknown> = {
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], `${ROOT}/index.html`, true),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/start.js': chunk('assets/start.js', [], `${ROOT}/src/start.ts`, true, START_CODE),
    'assets/catalogue.js': chunk('assets/catalogue.js', ['assets/react.js']),
    'assets/forms.js': chunk('assets/forms.js', ['assets/react.js']),
    'assets/LoginModal.js': chunk(
      'assets/LoginModal.js',
      ['assets/forms.js', 'assets/react.js'],
      `${ROOT}/src/features/auth/LoginModal.tsx`,
    ),
    'assets/EnrolDialog.js': chunk(
      'assets/EnrolDialog.js',
      ['assets/catalogue.js', 'assets/forms.js'],
      `${ROOT}/src/features/enrol/EnrolDialog.tsx`,
    ),
    'assets/course.js': chunk('assets/course.js', ['assets/catalogue.js']),
    'assets/BatchChoice.js': chunk(
      'assets/BatchChoice.js',
      ['assets/course.js', 'assets/EnrolDialog.js', 'assets/react.js'],
      `${ROOT}/src/features/enrol/BatchChoice.tsx`,
    ),
    'assets/sonner.js': chunk('assets/sonner.js', ['assets/react.js']),
    'assets/Toasts.js': chunk('assets/Toasts.js', ['assets/sonner.js', 'assets/react.js'], `${ROOT}/src/app/Toasts.tsx`),
    'assets/style.css': { type: 'asset', fileName: 'assets/style.css', source: ' body{margin:0} ' },
    ...extra,
  };
  for (const screen of SCREEN_MODULES) {
    if (screen === HOME_SCREEN) continue;
    const file = `assets/${screen.replace('/', '-')}.js`;
    files[file] ??= chunk(file, ['assets/catalogue.js', 'assets/react.js'], `${ROOT}/src/features/${screen}.tsx`);
  }
  return files as Rollup.OutputBundle;
}

describe('the app shell the build writes', () => {
  it("names the entry, the chunks it imports, and each screen's chunks beyond the entry's", () => {
    const shell = appShellOf(bundle(), ROOT);
    // The start script's code, written into every page, and the hash the CSP allows it by (decision 185).
    expect(shell.start.code).toBe(START_CODE.trim());
    expect(shell.start.hash).toBe(`sha256-${createHash('sha256').update(START_CODE.trim()).digest('base64')}`);
    expect(shell.entry).toBe('/assets/index.js');
    expect(shell.modules).toEqual(['/assets/react.js']);
    expect(shell.screens['courses/CourseDetailPage']).toEqual(['/assets/courses-CourseDetailPage.js', '/assets/catalogue.js']);
    expect(Object.keys(shell.screens)).toEqual(SCREEN_MODULES.filter((s) => s !== HOME_SCREEN));
    expect(shell.styles).toBe('body{margin:0}');
    expect(shell.stylesheet).toBe('/assets/style.css');
    // The dialogs a tap opens, with what they import beyond the entry's, each file once (issue 35).
    expect(shell.dialogs).toEqual({
      login: ['/assets/LoginModal.js', '/assets/forms.js'],
      enrol: ['/assets/EnrolDialog.js', '/assets/catalogue.js', '/assets/forms.js'],
    });
    // A dialog's part, its own chunk first, then what it imports beyond the entry's (decision 202).
    expect(shell.dialogParts).toEqual({
      enrol: ['/assets/BatchChoice.js', '/assets/course.js', '/assets/catalogue.js', '/assets/EnrolDialog.js', '/assets/forms.js'],
    });
    // The toaster's, read ahead after the dialog's (decision 195).
    expect(shell.toaster).toEqual(['/assets/Toasts.js', '/assets/sonner.js']);
  });

  it('fails the build when the start script imports anything: it would be asked for before the page paints', () => {
    const importing = bundle({ 'assets/start.js': chunk('assets/start.js', ['assets/react.js'], `${ROOT}/src/start.ts`, true) });
    expect(() => appShellOf(importing, ROOT)).toThrow(/start script \(src\/start.ts\) must import nothing/);
    const missing = bundle();
    delete missing['assets/start.js'];
    expect(() => appShellOf(missing, ROOT)).toThrow(/no chunk for the start script/);
    // Its text goes inside <script>…</script>: one that would end the element fails the build.
    const closing = bundle({ 'assets/start.js': chunk('assets/start.js', [], `${ROOT}/src/start.ts`, true, 'x="</script>"') });
    expect(() => appShellOf(closing, ROOT)).toThrow(/contains "<\/script"/);
  });

  it("fails the build when a route's screen or a dialog has no chunk, or there is not exactly one stylesheet", () => {
    const files = bundle();
    delete files['assets/courses-CourseDetailPage.js'];
    expect(() => appShellOf(files, ROOT)).toThrow(/no chunk for the screen courses\/CourseDetailPage/);
    const noDialog = bundle();
    delete noDialog['assets/EnrolDialog.js'];
    expect(() => appShellOf(noDialog, ROOT)).toThrow(/no chunk for the dialog features\/enrol\/EnrolDialog/);
    const twoSheets = bundle({ 'assets/more.css': { type: 'asset', fileName: 'assets/more.css', source: '' } as Rollup.OutputAsset });
    expect(() => appShellOf(twoSheets, ROOT)).toThrow(/one stylesheet, found 2/);
  });
});

describe("the site's icon in each page (decision 215)", () => {
  const svg = readFileSync(new URL('../../public/icons/favicon.svg', import.meta.url), 'utf8');
  const uri = svgDataUri(svg);

  it('is a data: URI a double-quoted attribute holds as it is, with nothing a URL must escape left bare', () => {
    expect(uri.startsWith('data:image/svg+xml,<')).toBe(false);
    expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(uri).not.toMatch(/["<>#&\n]/);
  });

  it('decodes to the same picture: the file with its quotes made single and its lines joined', () => {
    const decoded = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    // The file quotes with " only, so ' in the URI stands for one of its quotes.
    expect(svg).not.toContain("'");
    const spaced = (text: string) => text.trim().replace(/\s+/g, ' ');
    expect(spaced(decoded.replace(/'/g, '"'))).toBe(spaced(svg));
    expect(decoded).toContain('<linearGradient');
  });
});
