import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { scrollToHash } from '../ui/scroll';
import { recordNavigation, resetNavigations } from './navigation-history';

/**
 * SPEC §2: every route change starts at the top, unless the URL names an anchor to scroll to. Also counts
 * the app's own navigations, for "Back" buttons.
 */
export function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => resetNavigations(), []);
  useEffect(() => {
    recordNavigation();
    if (window.location.hash) scrollToHash(window.location.hash);
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}
