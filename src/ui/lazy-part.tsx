/**
 * A part of the page whose code loads after the first paint (footer, floating buttons, Home below the
 * hero, the menu drawer, the offline banner's details). Its code may fail to arrive — the network gone,
 * no service worker yet — and React.lazy would throw that to the nearest error boundary, which for the
 * shell is none: the whole app would vanish. Here a failed load renders nothing, tries again when the
 * browser is back online, and shows the part once its code is here.
 */
import { lazy, useCallback, useState, type ComponentType } from 'react';
import { useWhenBackOnline } from '../lib/browser-online';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  return lazy(() => load().catch(() => ({ default: (props: P) => <LoadWhenOnline load={load} props={props} /> })));
}

function LoadWhenOnline<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const retry = useCallback(() => {
    load().then(
      (module) => setPart(() => module.default),
      () => undefined, // still missing: nothing shows, and the next `online` tries again
    );
  }, [load]);
  useWhenBackOnline(retry);
  return Part ? <Part {...props} /> : null;
}
