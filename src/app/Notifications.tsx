/** Toasts and the outbox's wiring, in their own chunk: neither is needed to paint the first screen. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToasterWanted } from '../lib/toast';
import { OutboxBridge } from './OutboxBridge';

const Toasts = lazy(() => import('./Toasts'));

export default function Notifications() {
  const [toasting, setToasting] = useState(false);
  useEffect(() => whenToasterWanted(() => setToasting(true)), []);
  return (
    <>
      <OutboxBridge />
      {toasting && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
