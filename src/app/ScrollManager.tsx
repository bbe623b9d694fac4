import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { scrollToHash } from '../ui/scroll';

/** SPEC §2: every route change starts at the top, unless the URL names an anchor to scroll to. */
export function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    if (window.location.hash) scrollToHash(window.location.hash);
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}
