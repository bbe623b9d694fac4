import { SHELL } from '../content/copy';

/**
 * The thin bar under the navbar while code or data the person asked for is on its way: a screen they moved
 * to, a dialog they opened. It shows only after 200 ms (`.route-progress` in global.css), so a wait too short
 * to notice does not flicker. The enrol marks of decision 205 write the same element with an id and a class of
 * their own (enrol-link.tsx): passing those through here cost the entry bytes it does not have.
 */
export function LoadingBar() {
  return <div className="route-progress" role="progressbar" aria-label={SHELL.loading} />;
}
