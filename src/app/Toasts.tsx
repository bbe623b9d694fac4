/**
 * sonner's toaster, in the chunk that loads with the first toast (src/lib/toast.ts), rendered into a layer
 * that follows the open modal dialog (toast-layer.ts), below the navbar so the brand and menu stay clear.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { TOAST_MS } from '../content/limits';
import { toasterListening } from '../lib/toast';
import { OFFLINE_BANNER_CLASS } from './OfflineBanner';
import { followModalDialogs } from './toast-layer';

/**
 * The offline banner's height while it shows (it sticks under the navbar), else 0. Under lie-fi a kept form's toast
 * came over it at 375 px and hid why the form waits (decision 208: the banner alone says why).
 */
function useBannerHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    let banner: Element | null = null;
    const measure = () => setHeight(banner ? banner.getBoundingClientRect().height : 0);
    // Its words change its height (a phone wraps them): followed where the browser can (not jsdom).
    const size = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    const look = () => {
      const now = document.querySelector(`.${OFFLINE_BANNER_CLASS}`);
      if (now === banner) return;
      if (banner) size?.unobserve(banner);
      banner = now;
      if (banner) size?.observe(banner);
      measure();
    };
    const changes = new MutationObserver(look);
    changes.observe(document.body, { childList: true, subtree: true });
    look();
    return () => {
      changes.disconnect();
      size?.disconnect();
    };
  }, []);
  return height;
}

export default function Toasts() {
  const [layer] = useState(() => document.createElement('div'));
  useLayoutEffect(() => followModalDialogs(layer), [layer]);
  // Runs after the Toaster's own effects, which subscribe it to new toasts.
  useEffect(() => toasterListening(), []);
  // Under the sticky navbar and the offline banner, at every width (sonner's own offset is 24 px, 16 px on phones).
  const banner = useBannerHeight();
  const below = { top: `calc(var(--nav-height) + ${banner}px + var(--space-2))` };
  return createPortal(
    <Toaster position="top-right" offset={below} mobileOffset={below} duration={TOAST_MS.default} richColors closeButton />,
    layer,
  );
}
