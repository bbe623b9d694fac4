/** The stylesheet subset a server-rendered page inlines (server/http/critical-css.ts, decision 64). */
import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from '../../server/http/critical-css';

const CSS = [
  ':root{--brand:#4f46e5}',
  'body{margin:0}',
  '._hero_x1{padding:1rem}',
  '._hero_x1 ._title_x2:hover{color:red}',
  '._footer_x3{display:grid}',
  '._a_x4,._used_x5{gap:1px}',
  '._card_x6:not(._muted_x7){opacity:1}',
  '._quote_x8:before{content:"{"}',
  '@media (min-width:768px){._hero_x1{padding:2rem}._footer_x3{gap:2rem}}',
  '@media print{._footer_x3{display:none}}',
  '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
].join('');

describe('criticalCss', () => {
  const html = '<section class="_hero_x1 other"><h1 class="_title_x2">Hi</h1><p class="_used_x5 _card_x6">x</p></section>';
  const subset = criticalCss(CSS, html);

  it('keeps the rules whose classes the page uses, with their states, in their order', () => {
    expect(subset).toContain('._hero_x1{padding:1rem}');
    expect(subset).toContain('._hero_x1 ._title_x2:hover{color:red}');
    expect(subset).toContain('._a_x4,._used_x5{gap:1px}'); // one used selector keeps the list
    expect(subset).toContain('._card_x6:not(._muted_x7){opacity:1}'); // a class under :not() need not be there
    expect(subset.indexOf('._hero_x1{')).toBeLessThan(subset.indexOf('._a_x4'));
  });

  it('keeps rules without classes and whole at-rules such as keyframes', () => {
    expect(subset).toContain(':root{--brand:#4f46e5}');
    expect(subset).toContain('body{margin:0}');
    expect(subset).toContain('@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}');
  });

  it('drops rules for classes the page lacks, inside media queries too, and empty media queries', () => {
    expect(subset).not.toContain('_footer_x3');
    expect(subset).not.toContain('_quote_x8');
    expect(subset).toContain('@media (min-width:768px){._hero_x1{padding:2rem}}');
    expect(subset).not.toContain('@media print');
    expect(subset.length).toBeLessThan(CSS.length);
  });

  it('reads braces inside strings as text, not as blocks', () => {
    expect(criticalCss(CSS, '<q class="_quote_x8">a</q>')).toContain('._quote_x8:before{content:"{"}');
  });

  it('collects the classes of every class attribute', () => {
    expect([...classesIn('<a class="x  y"></a><b class=""></b><i class="z"></i>')]).toEqual(['x', 'y', 'z']);
  });
});
