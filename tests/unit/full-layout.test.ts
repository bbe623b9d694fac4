// Sections wait for their layout until they come near (decision 89); End and Home jump to the page's ends,
// so the first of them lays every section out for real, and other keys leave the estimates alone.
import { describe, expect, it } from 'vitest';
import { LAID_OUT_ATTRIBUTE } from '../../src/contract/page-render';
import { layOutFullyBeforeJumps } from '../../src/ui/full-layout';

/** A page of its own per test: the listener one test adds never hears another's keys. */
function page() {
  const doc = document.implementation.createHTMLDocument('');
  layOutFullyBeforeJumps(doc);
  const press = (key: string) => doc.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  return { doc, press, laidOut: () => doc.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE) };
}

describe('layOutFullyBeforeJumps', () => {
  it('leaves the layout to the browser for Tab, arrows and Page Down', () => {
    const { press, laidOut } = page();
    for (const key of ['Tab', 'ArrowDown', 'PageDown', ' ']) press(key);
    expect(laidOut()).toBe(false);
  });

  it('lays every section out on End, before the key moves the page, and stops listening', () => {
    const { doc, press, laidOut } = page();
    let laidOutWhenTheKeyArrived = false;
    doc.body.addEventListener('keydown', () => (laidOutWhenTheKeyArrived = laidOut()), { once: true });
    press('End');
    expect(laidOutWhenTheKeyArrived).toBe(true);
    doc.documentElement.removeAttribute(LAID_OUT_ATTRIBUTE);
    press('Home');
    expect(laidOut()).toBe(false);
  });
});
