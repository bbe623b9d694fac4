/** Toasts and the outbox's wiring, in their own chunk: neither is needed to paint the first screen. */
import { Suspense, useEffect, useState } from 'react';
import { whenToasterWanted } from '../lib/toast';
import { lazyPart } from '../ui/lazy-part';
import { OutboxBridge } from './OutboxBridge';

// A lazy part: the first toast of a page whose server is out of reach must not take the whole app with it.
const Toasts = lazyPart(() => import('./Toasts'));

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
