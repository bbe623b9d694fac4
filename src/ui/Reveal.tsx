/**
 * Slides its content up into place once 20% of it is visible (SPEC §9: 0.6 s from 100 px). Under
 * reduced motion, or without IntersectionObserver, the content is simply there.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { REVEAL } from '../content/limits';
import { prefersReducedMotion } from '../lib/client-values';
import styles from './Reveal.module.css';

export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const node = ref.current;
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    // Where the content starts comes from the observer's first report, made with the frame's own layout:
    // asking the element (getBoundingClientRect) in this effect made the browser lay the whole page out
    // again, once per batch of sections mounted, in the first moments of every visit.
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // A section still waiting for its layout (decision 89) reports an empty box: that content is below the fold.
        const laidOut = entry.boundingClientRect.width > 0 || entry.boundingClientRect.height > 0;
        const onScreenAlready = first && laidOut && entry.boundingClientRect.top < (entry.rootBounds?.height ?? window.innerHeight);
        first = false;
        // Only content that starts below the fold animates; what is already on screen never blinks.
        if (onScreenAlready) return observer.disconnect();
        if (entry.intersectionRatio >= REVEAL.threshold) {
          setState('shown');
          observer.disconnect();
        } else setState('hidden');
      },
      { threshold: [0, REVEAL.threshold] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-reveal=""
      className={[styles[state], className ?? ''].join(' ').trim() || undefined}
      style={{ ['--reveal-distance' as string]: `${REVEAL.distancePx}px`, ['--reveal-duration' as string]: `${REVEAL.durationS}s` }}
    >
      {children}
    </div>
  );
}
