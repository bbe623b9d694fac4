/**
 * The hash of the start script of the build being served (`dist/app-shell.json`, decision 185), for the
 * Content-Security-Policy (security-headers.ts). Synchronous, as the policy is written on every response:
 * the file is looked at again as often as the page renderer looks at the build, and read again only when
 * it changed (a new build).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL_FILE, type AppShell } from '../../src/contract/app-shell';
import { RECHECK_BUILD_MS } from './page-renderer';

/** The current hash (`sha256-…`), or null when `distDir` holds no build. */
export function startScriptHash(distDir: string | undefined): () => string | null {
  if (!distDir) return () => null;
  const file = join(distDir, APP_SHELL_FILE);
  let checkedAt = -Infinity;
  let stamp = '';
  let hash: string | null = null;
  return () => {
    const now = performance.now();
    if (now - checkedAt < RECHECK_BUILD_MS) return hash;
    checkedAt = now;
    try {
      const info = statSync(file);
      const seen = `${info.mtimeMs} ${info.size}`;
      if (seen !== stamp) {
        stamp = seen;
        hash = (JSON.parse(readFileSync(file, 'utf8')) as Partial<AppShell>).start?.hash ?? null;
      }
    } catch {
      stamp = '';
      hash = null;
    }
    return hash;
  };
}
