/** sonner's toaster, in the chunk that loads with the first toast (src/lib/toast.ts). */
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_MS } from '../content/limits';
import { toasterListening } from '../lib/toast';

export default function Toasts() {
  // Runs after the Toaster's own effects, which subscribe it to new toasts.
  useEffect(() => toasterListening(), []);
  return <Toaster position="top-right" duration={TOAST_MS.default} richColors closeButton />;
}
