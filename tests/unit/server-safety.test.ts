/** Pure parts of the server's defences: the OTP lockout arithmetic, safe exports, the public build files. */
import { describe, expect, it } from 'vitest';
import { formatRows, neutraliseFormula } from '../../server/staff/rows-as-text';
import { lockoutMs, OTP_LOCKOUT } from '../../server/auth/otp';
import { isSiteFile } from '../../server/http/site-files';

describe('OTP lockout arithmetic (decision 33)', () => {
  it('a guesser who never stops gets fewer than 30 wrong codes a year on one number: under 1 in 10,000 to hit a 6-digit code', () => {
    const yearMs = 365 * 86_400_000;
    // The fastest possible guesser: every guess the moment the lockout allows it.
    const guesses: number[] = [];
    let t = 0;
    while (t < yearMs) {
      guesses.push(t);
      const inWindow = guesses.filter((g) => g > t - OTP_LOCKOUT.failureWindowDays * 86_400_000).length;
      t += Math.max(1, lockoutMs(inWindow));
    }
    expect(guesses.length).toBeLessThan(30);
    // Each guess hits with probability at most 1 in 10^6 (distinct guesses, union bound).
    expect(guesses.length / 1_000_000).toBeLessThan(1 / 10_000);
  });

  it('costs a student nothing for the first ten typos, then a minute, two, four…', () => {
    expect([0, 9, 10, 11, 12].map((n) => lockoutMs(n))).toEqual([0, 0, 60_000, 120_000, 240_000]);
  });

  it('a guesser with any number of addresses gets fewer than 50 wrong codes a year on one number (decision 98)', () => {
    const yearMs = 365 * 86_400_000;
    // Every address at once, every guess the moment the number's own lockout allows it.
    let t = 0;
    let guesses = 0;
    while (t < yearMs) {
      guesses += 1;
      t += Math.max(1, lockoutMs(guesses, OTP_LOCKOUT.numberFreeFailures));
    }
    expect(guesses).toBeLessThan(50);
    expect(guesses / 1_000_000).toBeLessThan(1 / 20_000);
  });
});

describe('admin exports', () => {
  it('CSV cells that a spreadsheet would run as a formula become text', () => {
    for (const evil of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseFormula(evil)).toBe(`'${evil}`);
    expect(neutraliseFormula('Asha')).toBe('Asha');
    const csv = formatRows([{ name: '=cmd|calc', average: -1.5 }], 'csv');
    expect(csv.split('\r\n')[1]).toBe("'=cmd|calc,-1.5");
  });

  it('the table format strips terminal escape sequences and other controls', () => {
    const table = formatRows([{ message: 'hi \u001b]0;owned\u0007 \u001b[31mred\u202e' }], 'table');
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    for (const line of table.split('\n')) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(table).toContain('red');
  });
});

describe('public build files', () => {
  it.each([
    '/index.html',
    '/sw.js',
    '/manifest.webmanifest',
    '/assets/index-abc123.js',
    '/icons/icon-192.png',
    '/media/hero.webm',
    '/workbox-5f1c.js',
  ])('%s is served', (path) => {
    expect(isSiteFile(path)).toBe(true);
  });
  it.each([
    '/ssr/server-render.mjs',
    '/.vite/manifest.json',
    '/.build-hash',
    '/assets/.hidden.js',
    '/assets/index.js.map',
    '/stats.html',
    '/assets',
    '/package.json',
    // vite-plugin-pwa's registration script: the app registers its worker itself (injectRegister: false).
    '/registerSW.js',
  ])('%s is not', (path) => {
    expect(isSiteFile(path)).toBe(false);
  });
});
