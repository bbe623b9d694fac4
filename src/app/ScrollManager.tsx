import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { scrollToHash } from '../ui/scroll';
import { recordNavigation, resetNavigations } from '../ui/navigation-history';

/**
 * SPEC §2: every route change starts at the top, unless the URL names an anchor to scroll to. Also counts
 * the app's own navigations, for "Back" buttons.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => resetNavigations(), []);
  useEffect(() => {
    recordNavigation();
    const initial = first.current;
    first.current = false;
    if (window.location.hash) scrollToHash(window.location.hash);
    // The page a visit starts on is where the browser put it: a server-rendered page may already have
    // been scrolled by the time the app starts, and a reload keeps its place.
    else if (!initial) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
