import { OFFLINE } from '../content/copy';
import { lastWarmUp } from '../offline/warm-up';
import { useOnline } from '../offline/use-online';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

function ago(at: number): string {
  const minutes = Math.round((at - Date.now()) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** Says the app is offline and how fresh its saved content is; nothing while online. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  const warmed = lastWarmUp();
  return (
    <div role="status" className="offline-banner">
      <strong>{OFFLINE.banner}</strong> <span>{warmed ? OFFLINE.refreshed(ago(warmed.at)) : OFFLINE.neverRefreshed}</span>
    </div>
  );
}
