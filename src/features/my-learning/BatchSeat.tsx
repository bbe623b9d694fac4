/**
 * An enrolment's batch in My learning (issue 38): the schedule, and the student's place: a confirmed seat
 * (with the classes for a calendar app), a place in line, or a seat held for them with the time it is held
 * until and the buttons to accept it or let it go. Answering needs the network; the screen says so offline.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http';
import { meQueryKeys } from '../../api/me-keys';
import { answerOffer } from '../../api/queries-me';
import type { MyBatch } from '../../contract/my-learning';
import { BATCHES, MY_BATCH } from '../../content/batches';
import { TOAST_MS } from '../../content/limits';
import { toast } from '../../lib/toast';
import { useSession } from '../../session/session';
import { BatchFacts } from '../../cards/BatchFacts';
import { Button, buttonClass } from '../../ui/Button';
import { useDateFormats } from '../../ui/format';
import styles from './my-learning.module.css';

export function BatchSeat({ enrolmentId, batch }: { enrolmentId: string; batch: MyBatch }) {
  const dates = useDateFormats();
  return (
    <div className={styles.batch}>
      <p className={styles.meta}>
        <span className={styles.badge}>{MY_BATCH.seat[batch.seat]}</span> {BATCHES.weekParts[batch.weekPart]}
        {batch.waitlistPosition !== null && <> · {MY_BATCH.position(batch.waitlistPosition)}</>}
      </p>
      <BatchFacts batch={batch} />
      {batch.seat === 'offered' && batch.offerExpiresAt && (
        <Offer enrolmentId={enrolmentId} until={`${dates.date(batch.offerExpiresAt)}, ${dates.time(batch.offerExpiresAt)}`} />
      )}
      {batch.calendarPath && (
        // A plain link: the browser downloads the file with the session cookie (`download` keeps the page).
        <a href={batch.calendarPath} download className={buttonClass('outline', 'sm')}>
          {MY_BATCH.addToCalendar}
        </a>
      )}
    </div>
  );
}

function Offer({ enrolmentId, until }: { enrolmentId: string; until: string }) {
  const queryClient = useQueryClient();
  const studentId = useSession((s) => s.student?.studentId);
  const [busy, setBusy] = useState(false);
  const answer = async (choice: 'accept' | 'decline') => {
    if (busy) return;
    if (!navigator.onLine) return void toast.error(MY_BATCH.offline, { duration: TOAST_MS.default });
    setBusy(true);
    try {
      toast.success(await answerOffer(enrolmentId, choice), { duration: TOAST_MS.default });
    } catch (err) {
      toast.error(err instanceof ApiError && err.status >= 400 ? err.message : MY_BATCH.failed, { duration: TOAST_MS.default });
    } finally {
      setBusy(false);
      if (studentId) await queryClient.invalidateQueries({ queryKey: meQueryKeys.learning(studentId) });
    }
  };
  return (
    <div className={styles.seatOffer} role="group" aria-label={MY_BATCH.seat.offered}>
      <p>{MY_BATCH.heldUntil(until)}</p>
      <div className={styles.seatOfferActions}>
        <Button size="sm" aria-disabled={busy} onClick={() => void answer('accept')}>
          {busy ? MY_BATCH.answering : MY_BATCH.accept}
        </Button>
        <Button size="sm" variant="ghost" aria-disabled={busy} onClick={() => void answer('decline')}>
          {MY_BATCH.decline}
        </Button>
      </div>
    </div>
  );
}
