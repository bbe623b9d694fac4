import { readFileSync } from 'node:fs';
import type { Rollup } from 'vite';

/**
 * Each route's screen and every chunk it imports, beyond the entry's own (decision 74): boot.js and the
 * router ask for them all at once, instead of learning of each level of imports from the one before
 * (three round trips to the service worker for a course page, with modulePreload off). Read from the
 * route table's source: `const X = lazyScreen(() => import('…'))` and `{ path: '…', screen: X`.
 */
export function screenModules(bundle: Rollup.OutputBundle, entryChunks: Set<string>) {
  const routesFile = new URL('../src/app/routes.tsx', import.meta.url);
  const source = readFileSync(routesFile, 'utf8');
  const importOf = new Map<string, string>();
  for (const [, name, spec] of source.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('([^']+)'\)\)/g))
    importOf.set(name!, new URL(spec!, routesFile).pathname);
  const chunkOf = (module: string) =>
    Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.replace(/\.tsx?$/, '') === module);
  const files: string[] = [];
  const closure = (name: string) => {
    const module = importOf.get(name);
    const chunk = module && chunkOf(module);
    if (!chunk || chunk.type !== 'chunk') throw new Error(`routes.tsx: no chunk for screen ${name}`);
    const seen = new Set<string>();
    const visit = (file: string) => {
      const c = bundle[file];
      if (seen.has(file) || entryChunks.has(file) || c?.type !== 'chunk') return;
      seen.add(file);
      c.imports.forEach(visit);
    };
    visit(chunk.fileName);
    return [...seen].map((file) => {
      if (!files.includes(file)) files.push(file);
      return files.indexOf(file);
    });
  };
  const routes = [...source.matchAll(/\{ path: '([^']+)', screen: (\w+)/g)].map(([, path, name]) => [path!, closure(name!)] as const);
  if (routes.length === 0) throw new Error('routes.tsx: the route table was not found');
  return { files: files.map((file) => `/${file}`), routes, notFound: closure('NotFoundPage') };
}
