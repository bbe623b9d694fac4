// Sections wait for their layout until they come near (decision 89); End and Home jump to the page's ends,
// so the first of them lays every section out for real, and other keys leave the estimates alone.
import { afterEach, describe, expect, it } from 'vitest';
import { LAID_OUT_ATTRIBUTE, layOutFullyBeforeJumps } from '../../src/ui/full-layout';

const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('layOutFullyBeforeJumps', () => {
  afterEach(() => document.documentElement.removeAttribute(LAID_OUT_ATTRIBUTE));

  it('leaves the layout to the browser for Tab, arrows and Page Down', () => {
    layOutFullyBeforeJumps();
    for (const key of ['Tab', 'ArrowDown', 'PageDown', ' ']) press(key);
    expect(document.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
  });

  it('lays every section out on End, before the key moves the page, and stops listening', () => {
    layOutFullyBeforeJumps();
    let laidOutWhenTheKeyArrived = false;
    const seeKey = () => (laidOutWhenTheKeyArrived = document.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE));
    document.body.addEventListener('keydown', seeKey);
    press('End');
    document.body.removeEventListener('keydown', seeKey);
    expect(laidOutWhenTheKeyArrived).toBe(true);
    document.documentElement.removeAttribute(LAID_OUT_ATTRIBUTE);
    press('Home');
    expect(document.documentElement.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
  });
});
