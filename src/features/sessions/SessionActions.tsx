/**
 * A signed-in student's own controls on a session page (issue 21): register or leave, the session's
 * .ics once registered, and reminders "a day before and an hour before" by Web Push where the browser
 * has it. Whether they are registered comes from My learning's read (the same cache, offline too).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { ApiError } from '../../api/http';
import { meQueryKeys } from '../../api/me-keys';
import { leaveSession, myLearningQuery, registerForSession, sessionCalendarHref, setReminders } from '../../api/queries-me';
import type { MyLearning, SessionKind } from '../../contract/my-learning';
import { SESSION_ACTIONS as COPY } from '../../content/my-learning';
import { Button, buttonClass } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { pushSupported, subscribeThisDevice } from './push-reminders';
import styles from './sessions.module.css';

type Busy = 'register' | 'leave' | 'remind' | 'unremind' | null;

const mineIn = (learning: MyLearning | undefined, kind: SessionKind, id: string) =>
  learning && [...learning.sessions.upcoming, ...learning.sessions.past].find((s) => s.kind === kind && s._id === id);

/** One action at a time; what it did (or why it did not) is said in the status line, and My learning is read again. */
function useRun(studentId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [said, setSaid] = useState('');
  const run = async (what: Exclude<Busy, null>, work: () => Promise<string>) => {
    if (busy) return;
    if (!navigator.onLine) return setSaid(COPY.offline);
    setBusy(what);
    setSaid('');
    try {
      setSaid(await work());
      await queryClient.invalidateQueries({ queryKey: meQueryKeys.learning(studentId) });
    } catch (err) {
      setSaid(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : COPY.failed);
    } finally {
      setBusy(null);
    }
  };
  return { busy, said, run };
}

export function SessionActions({
  kind,
  id,
  over,
  studentId,
  holding = null,
}: {
  kind: SessionKind;
  id: string;
  over: boolean;
  studentId: string;
  /** Shown until My learning's read is in (the section's room, MySessionControls). */
  holding?: ReactNode;
}) {
  const learning = useQuery(myLearningQuery(studentId));
  const { busy, said, run } = useRun(studentId);
  // A read that failed, or waits for a connection, with nothing saved (offline on a first visit): no controls, as
  // before, not a lasting "checking".
  if (learning.data === undefined) return learning.isError || learning.fetchStatus === 'paused' ? null : holding;
  const mine = mineIn(learning.data, kind, id);
  const ended = over || mine?.phase === 'past';
  const register = () => run('register', async () => (await registerForSession(kind, id), COPY.justRegistered));
  const leave = () => run('leave', async () => (await leaveSession(kind, id), COPY.left));
  const remind = () =>
    run('remind', async () => {
      if ((await subscribeThisDevice()) === 'denied') return COPY.permissionDenied;
      await setReminders(kind, id, true);
      return COPY.remindersOn;
    });
  const unremind = () => run('unremind', async () => (await setReminders(kind, id, false), COPY.remindersOffDone));

  return (
    <Section id="my-place" title={COPY.title} tone="tint">
      <div className={styles.mine}>
        {mine ? <p className={styles.mineState}>{ended ? COPY.over : COPY.registered}</p> : ended && <p>{COPY.over}</p>}
        <div className={styles.actions}>
          {!mine && !ended && (
            <Button onClick={() => void register()} disabled={busy !== null} aria-busy={busy === 'register'}>
              {busy === 'register' ? COPY.registering : COPY.register}
            </Button>
          )}
          {mine && (
            <a href={sessionCalendarHref(kind, id)} download className={buttonClass('outline')}>
              {COPY.addToCalendar}
            </a>
          )}
          {mine && !ended && <Reminders on={mine.reminders} busy={busy} onRemind={remind} onStop={unremind} />}
          {mine && !ended && (
            <Button variant="ghost" onClick={() => void leave()} disabled={busy !== null} aria-busy={busy === 'leave'}>
              {busy === 'leave' ? COPY.leaving : COPY.leave}
            </Button>
          )}
        </div>
        {mine && <Link href="/my-learning">{COPY.myLearning}</Link>}
        <p role="status" className={styles.mineSaid}>
          {said}
        </p>
      </div>
    </Section>
  );
}

function Reminders({
  on,
  busy,
  onRemind,
  onStop,
}: {
  on: boolean;
  busy: Busy;
  onRemind: () => Promise<void>;
  onStop: () => Promise<void>;
}) {
  // No Push API (Safari outside an installed app, some privacy modes): no promise the device cannot keep.
  if (!pushSupported()) return null;
  if (on)
    return (
      <Button variant="outline" onClick={() => void onStop()} disabled={busy !== null} aria-busy={busy === 'unremind'}>
        {COPY.remindersOff}
      </Button>
    );
  return (
    <Button variant="outline" onClick={() => void onRemind()} disabled={busy !== null} aria-busy={busy === 'remind'}>
      {busy === 'remind' ? COPY.reminding : COPY.remind}
    </Button>
  );
}
