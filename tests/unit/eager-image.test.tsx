// An image a page shows at once names itself for the document's <head> (src/ui/EagerImage.tsx, decision 178),
// and React adds no hint of its own before the page's HTML, where only text surgery could take it out.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EagerImage } from '../../src/ui/EagerImage';
import { RenderContext, type PageHead } from '../../src/ui/render-context';
import { SmartImage } from '../../src/ui/SmartImage';

function render(node: React.ReactNode): { html: string; head: PageHead } {
  const head: PageHead = {};
  const html = renderToString(<RenderContext.Provider value={{ renderedAt: 0, locale: undefined, head }}>{node}</RenderContext.Provider>);
  return { html, head };
}

describe('an image shown at once', () => {
  it('is named for <head>, once, in the order shown, and React puts no hint of its own in the HTML', () => {
    const { html, head } = render(
      <main>
        <EagerImage src="/media/hero.jpg" alt="" fetchPriority="high" />
        <SmartImage src="/uploads/courses/covers/a.svg" alt="" loading="eager" />
        <SmartImage src="/uploads/trainers/b.svg" alt="" />
        <EagerImage src="/media/hero.jpg" alt="" fetchPriority="high" />
      </main>,
    );
    expect(head.images).toEqual([{ href: '/media/hero.jpg', fetchPriority: 'high' }, { href: '/uploads/courses/covers/a.svg' }]);
    expect(html.startsWith('<main>')).toBe(true);
    expect(html).not.toContain('<link');
    // The image itself is as it was: its attributes as given, the wrapper taking no box.
    expect(html).toContain('<img src="/media/hero.jpg" alt="" fetchPriority="high"/>');
    expect(html).toContain('loading="lazy"');
  });

  it("a bare <img> not loaded lazily still gets React's own hint first: what EagerImage exists to avoid", () => {
    expect(render(<img src="/media/hero.jpg" alt="" />).html).toMatch(/^<link rel="preload" as="image" href="\/media\/hero.jpg"\/>/);
  });

  it('outside a server render (no head to name it in), is the image alone, with no hint', () => {
    expect(renderToString(<EagerImage src="/media/hero.jpg" alt="" />)).not.toContain('<link');
  });
});
