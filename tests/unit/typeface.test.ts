/**
 * The fallback face's overrides (src/ui/typeface.css, decision 170) are the ones that make Arial take Plus
 * Jakarta Sans's room: recomputed here from @capsizecss/metrics the way next/font and fontaine do, so the
 * swap from the fallback to the web font moves no line (CLS 0) and a change of either font is noticed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import arial from '@capsizecss/metrics/arial';
import jakarta from '@capsizecss/metrics/plusJakartaSans';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(process.cwd(), 'src/ui/typeface.css'), 'utf8');
const fallback = /font-family: 'Plus Jakarta Sans Fallback';([^}]*)}/.exec(css)?.[1] ?? '';
const percent = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)%`).exec(fallback)?.[1]);

describe('the typeface', () => {
  const sizeAdjust = jakarta.xWidthAvg / jakarta.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);

  it('draws the fallback at the web font’s average character width', () => {
    expect(percent('size-adjust')).toBeCloseTo(sizeAdjust * 100, 1);
  });

  it('gives the fallback the web font’s line box', () => {
    expect(percent('ascent-override')).toBeCloseTo((jakarta.ascent / jakarta.unitsPerEm / sizeAdjust) * 100, 1);
    expect(percent('descent-override')).toBeCloseTo((Math.abs(jakarta.descent) / jakarta.unitsPerEm / sizeAdjust) * 100, 1);
    expect(percent('line-gap-override')).toBeCloseTo((jakarta.lineGap / jakarta.unitsPerEm / sizeAdjust) * 100, 1);
  });

  it('swaps, and names the fallback right after the web font once the app shows it; before, the fallback alone (decision 175)', () => {
    expect(css).toMatch(/font-display: swap/);
    expect(css).toMatch(/:root\[data-typeface\] \{\s*--font-sans:\s*'Plus Jakarta Sans', 'Plus Jakarta Sans Fallback',/);
    const tokens = readFileSync(join(process.cwd(), 'src/ui/tokens.css'), 'utf8');
    expect(tokens).toMatch(/--font-sans: 'Plus Jakarta Sans Fallback',/);
    expect(tokens).not.toMatch(/'Plus Jakarta Sans',/);
  });

  it('is not preloaded: nothing asks for it before the app runs (decision 175)', () => {
    expect(readFileSync(join(process.cwd(), 'index.html'), 'utf8')).not.toMatch(/plus-jakarta-sans/);
  });
});
