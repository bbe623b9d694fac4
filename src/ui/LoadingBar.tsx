import type { HTMLAttributes } from 'react';
import { SHELL } from '../content/copy';

/**
 * The thin bar under the navbar while code or data the person asked for is on its way: a screen they moved
 * to, a dialog they opened. It shows only after 200 ms (`.route-progress` in global.css), so a wait too short
 * to notice does not flicker. `mark`: an id and a class of its own, for the bars a page shows by CSS before the
 * app runs (decision 205).
 */
export function LoadingBar(mark: HTMLAttributes<HTMLDivElement>) {
  return <div className="route-progress" role="progressbar" aria-label={SHELL.loading} {...mark} />;
}
