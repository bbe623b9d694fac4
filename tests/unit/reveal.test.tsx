// Reveal (SPEC §9's slide-in): content below the fold waits hidden and slides in once 20% of it shows;
// content on screen from the start never blinks. Where it starts comes from the observer's first report,
// never from asking the element, which would make the browser lay the whole page out again (decision 88).
// jsdom has no IntersectionObserver: this one reports what a browser would, when the test says so.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from '../../src/ui/Reveal';

/** `laidOut: false`: the box Chromium reports for content in a section still waiting for its layout (decision 89). */
type Report = { top: number; ratio: number; laidOut?: boolean };
let observers: { report: (r: Report) => void; disconnected: boolean }[] = [];

class ReportingObserver {
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report({ top, ratio, laidOut = true }: Report) {
    const entry = {
      boundingClientRect: (laidOut ? { top, width: 360, height: 240 } : { top: 0, width: 0, height: 0 }) as DOMRectReadOnly,
      rootBounds: { height: laidOut ? 800 : 0 } as DOMRectReadOnly,
      intersectionRatio: ratio,
      isIntersecting: ratio > 0,
    } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

const classOf = (container: HTMLElement) => (container.firstElementChild as HTMLElement).className;

describe('Reveal', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', ReportingObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves content that starts on screen as it is, without asking the element where it is', () => {
    const asked = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { container } = render(<Reveal>Why choose us</Reveal>);
    observers[0]!.report({ top: 120, ratio: 1 });
    expect(classOf(container)).not.toMatch(/hidden|shown/);
    expect(observers[0]!.disconnected).toBe(true);
    expect(asked).not.toHaveBeenCalled();
  });

  it('treats content cut by the bottom edge at the start as on screen (no blink)', () => {
    const { container } = render(<Reveal>Mentors</Reveal>);
    observers[0]!.report({ top: 760, ratio: 0.05 });
    expect(classOf(container)).not.toMatch(/hidden|shown/);
  });

  it('hides content below the fold, and slides it in once 20% of it is visible', () => {
    const { container } = render(<Reveal>Testimonials</Reveal>);
    observers[0]!.report({ top: 1900, ratio: 0 });
    expect(classOf(container)).toMatch(/hidden/);
    observers[0]!.report({ top: 780, ratio: 0.1 });
    expect(classOf(container)).toMatch(/hidden/);
    observers[0]!.report({ top: 700, ratio: 0.25 });
    expect(classOf(container)).toMatch(/shown/);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('takes content in a section not laid out yet (an empty box) as below the fold: it slides in when reached', () => {
    const { container } = render(<Reveal>Footer links</Reveal>);
    observers[0]!.report({ top: 0, ratio: 0, laidOut: false });
    expect(classOf(container)).toMatch(/hidden/);
    observers[0]!.report({ top: 500, ratio: 0.5 });
    expect(classOf(container)).toMatch(/shown/);
  });
});
