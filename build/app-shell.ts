/**
 * The build's own plugin: reads the bundle's module graph into the app shell (src/contract/app-shell.ts)
 * — the entry and the chunks it imports, each screen's chunks, the stylesheet (its text and its file) — writes it to
 * `app-shell.json` for the server, and writes `index.html` (the service worker's shell) with the same
 * `renderDocument` the server uses. Screens are found by their modules, never by reading source or HTML.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import {
  APP_SHELL_FILE,
  DIALOG_MODULES,
  DIALOG_PARTS,
  ICON_FILE,
  TOASTER_MODULE,
  renderDocument,
  type AppShell,
} from '../src/contract/app-shell';
import { HOME_SCREEN, SCREEN_MODULES } from '../src/contract/page-routes';
import { SITE_HEAD } from '../src/content/site-head';

type Chunk = Rollup.OutputChunk;

/** The start script's module (src/start.ts), emitted as an entry of its own. */
const START_MODULE = 'src/start.ts';

/** A chunk and every chunk it imports statically, the chunk first, without those in `known`. */
function staticClosure(bundle: Rollup.OutputBundle, chunk: Chunk, known: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const next = bundle[file];
    if (seen.has(file) || known.has(file) || next?.type !== 'chunk') return;
    seen.add(file);
    next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...seen];
}

/**
 * An SVG as a `data:` URI for a double-quoted attribute: its quotes made single, and only what a URL or the attribute
 * cannot hold escaped (encoded whole, it was twice the bytes in the page, compressed).
 */
export function svgDataUri(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"/g, "'");
  return `data:image/svg+xml,${text.replace(/[%#<>&]/g, encodeURIComponent)}`;
}

/** The app shell of a finished bundle; `root` is the project's folder (module ids are absolute paths). */
export function appShellOf(bundle: Rollup.OutputBundle, root: string): AppShell {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const startModule = join(root, START_MODULE);
  const start = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === startModule);
  if (!start) throw new Error(`app shell: the bundle has no chunk for the start script (${START_MODULE})`);
  // Anything it imported would be asked for before the page paints, and could pull the app in with it.
  if (start.imports.length || start.dynamicImports.length)
    throw new Error(`app shell: the start script (${START_MODULE}) must import nothing`);
  const startCode = start.code.trim();
  // Written inside <script>…</script>: its own text must not end the element.
  if (/<\/script|<!--/i.test(startCode)) throw new Error(`app shell: the start script (${START_MODULE}) contains "</script" or "<!--"`);
  const entry = chunks.find((chunk) => chunk.isEntry && chunk !== start);
  if (!entry) throw new Error('app shell: the bundle has no entry chunk');
  const entryFiles = staticClosure(bundle, entry);
  const known = new Set(entryFiles);
  const url = (file: string) => `/${file}`;
  /** The files of a module (`src/<path>.tsx`) beyond the entry's; the build fails when it has no chunk. */
  const filesOf = (path: string, what: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === join(root, 'src', `${path}.tsx`));
    if (!chunk) throw new Error(`app shell: no chunk for the ${what}`);
    return staticClosure(bundle, chunk, known).map(url);
  };
  const screens: Record<string, string[]> = {};
  for (const screen of SCREEN_MODULES) {
    if (screen !== HOME_SCREEN) screens[screen] = filesOf(`features/${screen}`, `screen ${screen} (src/contract/page-routes.ts)`);
  }
  const dialogFiles = (path: string) => filesOf(path, `dialog ${path} (src/contract/app-shell.ts)`);
  const dialogs = { login: dialogFiles(DIALOG_MODULES.login), enrol: dialogFiles(DIALOG_MODULES.enrol) };
  const dialogParts = Object.fromEntries(
    Object.entries(DIALOG_PARTS).map(([name, path]) => [
      name,
      filesOf(path, `part ${path} of the ${name} dialog (src/contract/app-shell.ts)`),
    ]),
  );
  const toaster = filesOf(TOASTER_MODULE, `toaster ${TOASTER_MODULE} (src/contract/app-shell.ts)`);
  const sheets = Object.values(bundle).filter(
    (file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.css'),
  );
  if (sheets.length !== 1) throw new Error(`app shell: expected the site's one stylesheet, found ${sheets.length}`);
  return {
    start: { code: startCode, hash: `sha256-${createHash('sha256').update(startCode).digest('base64')}` },
    entry: url(entry.fileName),
    modules: entryFiles.slice(1).map(url),
    screens,
    dialogs,
    dialogParts,
    toaster,
    styles: String(sheets[0]!.source).trim(),
    stylesheet: url(sheets[0]!.fileName),
    ...SITE_HEAD,
  };
}

export function appShell(): Plugin[] {
  let root = process.cwd();
  let shell: AppShell | null = null;
  const shellOf = (bundle: Rollup.OutputBundle): AppShell => ({
    ...appShellOf(bundle, root),
    icon: svgDataUri(readFileSync(join(root, 'public', ICON_FILE), 'utf8')),
  });
  const plugin: Plugin = {
    name: 'academy:app-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: join(root, START_MODULE), name: 'start' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        shell = shellOf(ctx.bundle);
        return renderDocument(shell, null);
      },
    },
    generateBundle(_options, bundle) {
      shell ??= shellOf(bundle);
      // Written into every page (decision 185): as a file it would only be precached for nothing.
      const startModule = join(root, START_MODULE);
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.isEntry && file.facadeModuleId === startModule) delete bundle[file.fileName];
    },
  };
  // After every other plugin's generateBundle: Vite writes the entry's preload lists into its code in its own, and
  // the entry's length the page names is the file's as written (decision 220).
  const file: Plugin = {
    name: 'academy:app-shell-file',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!shell) return;
        const entry = bundle[shell.entry.slice(1)];
        if (entry?.type === 'chunk') shell = { ...shell, entryBytes: Buffer.byteLength(entry.code) };
        this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: JSON.stringify(shell) });
      },
    },
  };
  return [plugin, file];
}
