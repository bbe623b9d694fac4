// Dates on a server-rendered page: the server writes down each date it shows; the browser, hydrating,
// reads them back (a page's first use of Intl costs 15–20 ms; decision 87).
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { dateFormats, useDateFormats } from '../../src/ui/format';
import { RenderContext } from '../../src/ui/render-context';

describe('dates on a server-rendered page', () => {
  const at = '2026-03-12T04:30:00.000Z';
  const shown: Record<string, string> = {};

  function Dates() {
    const dates = useDateFormats();
    return (
      <p>
        {dates.longDate(at)} · {dates.range(at, '2026-03-12T08:30:00.000Z')}
      </p>
    );
  }

  it('are written down by the server as shown, and read back by the hydrating browser without Intl', () => {
    const server = renderToString(
      <RenderContext.Provider value={{ renderedAt: 0, locale: 'en-GB', dateShown: (call, text) => (shown[call] = text) }}>
        <Dates />
      </RenderContext.Provider>,
    );
    expect(Object.values(shown)).toContain(dateFormats('en-GB').longDate(at));

    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const browser = renderToString(
      <RenderContext.Provider value={{ renderedAt: 0, locale: 'fr-FR', shownDates: { ...shown } }}>
        <Dates />
      </RenderContext.Provider>,
    );
    expect(browser).toBe(server);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
