import { useEffect, useRef } from 'react';
import { recordNavigation, resetNavigations } from '../ui/navigation-history';

/**
 * SPEC §2: every route change starts at the top, unless the URL names an anchor to scroll to. Also counts
 * the app's own navigations, for "Back" buttons. `location` is the screen shown (routes.tsx), so the
 * page moves when the new screen appears, not while the old one is still on screen.
 */
export function ScrollManager({ location }: { location: string }) {
  const first = useRef(true);
  useEffect(() => resetNavigations(), []);
  useEffect(() => {
    recordNavigation();
    const initial = first.current;
    first.current = false;
    const hash = window.location.hash;
    // The anchor-following code loads with the first hash link: most visits have none.
    if (hash) void import('../ui/scroll').then(({ scrollToHash }) => scrollToHash(hash));
    // The page a visit starts on is where the browser put it: a server-rendered page may already have
    // been scrolled by the time the app starts, and a reload keeps its place.
    else if (!initial) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
