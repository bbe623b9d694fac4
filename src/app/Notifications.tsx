/** Toasts and the outbox's wiring, in their own chunk: neither is needed to paint the first screen. */
import { Toaster } from 'sonner';
import { TOAST_MS } from '../content/limits';
import { OutboxBridge } from './OutboxBridge';

export default function Notifications() {
  return (
    <>
      <OutboxBridge />
      <Toaster position="top-right" duration={TOAST_MS.default} richColors closeButton />
    </>
  );
}
