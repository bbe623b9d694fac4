/**
 * sonner's toaster, in the chunk that loads with the first toast (src/lib/toast.ts), rendered into a layer
 * that follows the open modal dialog (toast-layer.ts), below the navbar so the brand and menu stay clear.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { TOAST_MS } from '../content/limits';
import { toasterListening } from '../lib/toast';
import { followModalDialogs } from './toast-layer';

/** Under the sticky navbar, at every width (sonner's own offset is 24 px, 16 px on phones). */
const BELOW_NAVBAR = { top: 'calc(var(--nav-height) + var(--space-2))' };

export default function Toasts() {
  const [layer] = useState(() => document.createElement('div'));
  useLayoutEffect(() => followModalDialogs(layer), [layer]);
  // Runs after the Toaster's own effects, which subscribe it to new toasts.
  useEffect(() => toasterListening(), []);
  return createPortal(
    <Toaster position="top-right" offset={BELOW_NAVBAR} mobileOffset={BELOW_NAVBAR} duration={TOAST_MS.default} richColors closeButton />,
    layer,
  );
}
