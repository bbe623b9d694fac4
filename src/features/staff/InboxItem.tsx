/** One message of the inbox: what was sent, its status, and "Mark handled" (or "Mark new") on its version. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TOAST_MS } from '../../content/limits';
import { STAFF } from '../../content/staff';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { useDateFormats } from '../../ui/format';
import { cancelSeat, setInboxStatus, StaffError, STAFF_QUERY_ROOT, type InboxKind, type InboxRow } from './staff-api';
import styles from './staff.module.css';

const COPY = STAFF.inbox;
const TRACKING = new Set(['id', 'status', 'version', 'handledAt']);
/** `sentAt`, `registeredAt`, `enrolledAt`: instants, read in India time like every time the academy shows. */
const isInstant = (key: string, value: unknown): value is string => key.endsWith('At') && typeof value === 'string';

/** Seats staff may cancel: held, offered, or waited for. */
const HOLDING = new Set(['confirmed', 'offered', 'waitlisted']);

/** "Cancel this seat", asked twice: the seat goes at once to whoever waits first. */
function CancelSeat({ row }: { row: InboxRow }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    if (busy) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    setBusy(true);
    try {
      await cancelSeat(row);
      toast.success(COPY.seatCancelled, { duration: TOAST_MS.default });
    } catch (err) {
      toast.error(err instanceof StaffError && err.status ? err.message : STAFF.failedSave, { duration: TOAST_MS.default });
    } finally {
      setBusy(false);
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'inbox', 'enrolments'] });
    }
  };
  if (!asking)
    return (
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
          {COPY.cancelSeat}
        </Button>
      </div>
    );
  return (
    <div className={styles.actions} role="group" aria-label={COPY.cancelSeat}>
      <Button variant="pink" size="sm" aria-disabled={busy} onClick={() => void cancel()}>
        {COPY.confirmCancel}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setAsking(false)}>
        {COPY.keepSeat}
      </Button>
    </div>
  );
}

export function InboxItem({ kind, row }: { kind: InboxKind; row: InboxRow }) {
  const queryClient = useQueryClient();
  const dates = useDateFormats();
  const [busy, setBusy] = useState(false);
  const next = row.status === 'handled' ? 'new' : 'handled';

  const mark = async () => {
    if (busy) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    setBusy(true);
    try {
      await setInboxStatus(kind, row, next);
    } catch (err) {
      toast.error(err instanceof StaffError && err.status ? err.message : STAFF.failedSave, { duration: TOAST_MS.default });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'inbox', kind] });
    }
  };

  const fields = Object.entries(row).filter(([key, value]) => !TRACKING.has(key) && value !== null && value !== '');
  return (
    <li className={styles.item} aria-busy={busy}>
      <div className={styles.itemHead}>
        <span className={row.status === 'handled' ? styles.pillPublished : styles.pillDraft}>{COPY.statuses[row.status]}</span>
        <Button variant="outline" size="sm" aria-disabled={busy} onClick={() => void mark()}>
          {next === 'handled' ? COPY.markHandled : COPY.markNew}
        </Button>
      </div>
      {kind === 'enrolments' && HOLDING.has(String(row.seat)) && <CancelSeat row={row} />}
      <dl className={styles.fields}>
        {fields.map(([key, value]) => (
          <div key={key}>
            <dt>{COPY.fields[key] ?? key}</dt>
            <dd>{isInstant(key, value) ? <time dateTime={value}>{dates.range(value, null)}</time> : String(value)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
