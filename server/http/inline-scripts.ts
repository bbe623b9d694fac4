/**
 * The Content-Security-Policy sources that allow the built index.html's own inline scripts by their
 * SHA-256 (its boot script, inlined so that nothing but the page is fetched before its first paint:
 * decision 74). Read from the file being served, so a rebuilt site is allowed its new script within a
 * second; any other inline script stays blocked.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A replaced build is noticed within a second, as by the page renderer (server/http/page-renderer.ts). */
const RECHECK_MS = 1_000;

/** `'sha256-…'` of each `<script>` with content and no src that runs (JSON data blocks never do). */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!body || /\ssrc=/.test(attributes) || /type="application\/json"/.test(attributes)) continue;
    sources.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return sources;
}

export class InlineScripts {
  private checkedAt = -Infinity;
  private modified = -1;
  private sources = '';

  constructor(private readonly distDir: string | undefined) {}

  /** The sources as one CSP fragment, '' when there is no built site or it has no inline script. */
  current(): string {
    if (!this.distDir) return '';
    const now = performance.now();
    if (now - this.checkedAt < RECHECK_MS) return this.sources;
    this.checkedAt = now;
    const file = join(this.distDir, 'index.html');
    try {
      const modified = statSync(file).mtimeMs;
      if (modified !== this.modified) {
        this.sources = inlineScriptSources(readFileSync(file, 'utf8')).join(' ');
        this.modified = modified;
      }
    } catch {
      this.sources = '';
      this.modified = -1;
    }
    return this.sources;
  }
}
