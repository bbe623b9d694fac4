/**
 * The import boundaries of docs/ARCHITECTURE.md as a lint rule. Every relative import is resolved to the
 * folder it lands in and checked against what the importing folder may depend on:
 *
 *   app → features → cards → shared (ui, session → offline → api, lib, content) → contract
 *
 * A feature never imports another feature, so the cards several of them show (a course's, a mentor's, a
 * testimonial's) are in cards/, which knows the entities and builds on ui/, and ui/ never imports a card
 * (decision 121). server/ and sw/ reach into src/ only for the contract and the pure code written for
 * them (sw: the outbox); scripts never import tests. Package imports are free.
 */
import { statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function isDirectory(repoPath) {
  try {
    return statSync(resolve(ROOT, repoPath)).isDirectory();
  } catch {
    return false;
  }
}

/** The zone a repository path belongs to: `src/features/<name>` keeps its name, so features are told apart. */
export function zoneOf(repoPath) {
  const parts = repoPath.split('/');
  if (parts[0] === 'src') {
    if (parts[1] === 'features' && parts.length > 2) return `features/${parts[2]}`;
    // `../src/contract` is the contract's index; `src/main.tsx` and `src/server-render.tsx` are entries.
    if (parts.length === 2 && !isDirectory(repoPath)) return 'src-entry';
    return parts[1];
  }
  return parts[0];
}

const SHARED = ['contract', 'content', 'lib', 'api', 'ui', 'offline', 'session'];
/** What features, the shell and the entries may use: the shared modules and the domain cards. */
const FOR_SCREENS = [...SHARED, 'cards'];

/** What each zone may import, besides itself. */
const ALLOWED = {
  contract: [],
  content: ['contract'],
  lib: ['contract'],
  api: ['contract', 'content', 'lib'],
  ui: ['contract', 'content', 'lib'],
  cards: ['contract', 'content', 'lib', 'ui'],
  offline: ['contract', 'content', 'lib', 'api'],
  session: ['contract', 'content', 'lib', 'api', 'offline'],
  feature: FOR_SCREENS,
  app: [...FOR_SCREENS, 'feature', 'app'],
  'src-entry': [...FOR_SCREENS, 'feature', 'app'],
  server: ['contract'],
  sw: ['contract', 'lib', 'offline'],
  // The build reads the route table, the app shell's types and the site's head words: data, never the app.
  build: ['contract', 'content'],
};

function kind(zone) {
  return zone.startsWith('features/') ? 'feature' : zone;
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to) {
  if (from === to) return null;
  if (from === 'tests') return null;
  if (from === 'scripts') return to === 'tests' ? 'scripts never import tests' : null;
  const allowed = ALLOWED[kind(from)];
  if (!allowed) return null; // configuration files at the root
  const target = kind(to);
  if (target === 'feature' && kind(from) === 'feature')
    return `a feature never imports another feature (${from} → ${to}); move what they share to a shared module`;
  if (allowed.includes(target)) return null;
  return `${from} may not import ${to} (allowed: ${allowed.join(', ') || 'nothing outside itself'})`;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between the layers of the app, the server, the service worker and the scripts' },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename).split('\\').join('/');
    const from = zoneOf(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(ROOT, resolve(dirname(context.filename), source))
        .split('\\')
        .join('/');
      const problem = violation(from, zoneOf(target));
      if (problem) context.report({ node, message: `Import boundary: ${problem}.` });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
