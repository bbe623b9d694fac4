/**
 * Whether the student on this course page has enrolled in it (issue 36, decision 114): from My learning's read,
 * the same cached answer My learning shows (kept on the device, so it holds offline too), and from the outbox,
 * where an enrollment made offline waits to be sent. A visitor, and a page still hydrating (rendered by the
 * server for everyone), is "not enrolled": the page offers Enroll Now as before. While My learning's first answer
 * is on its way, "checking": Enroll Now is still offered, but a tap made before the app ran waits for the answer.
 */
import { useQueries } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { myLearningQuery } from '../../api/queries-me';
import type { MyEnrolment, MyLearning } from '../../contract/my-learning';
import { useHydrated } from '../../lib/client-values';
import { outboxStore } from '../../offline/outbox-store';
import { useSession } from '../../session/session';

/**
 * `delivered`: the outbox delivered it (perhaps the service worker, with this page offline) after My learning
 * was last read, which does not list it yet.
 */
export type MyEnrolmentState =
  | { state: 'enrolled'; enrolment: MyEnrolment }
  | { state: 'delivered' }
  | { state: 'waiting' }
  | { state: 'not-enrolled' }
  /** My learning is being asked for the first time on this device: the page offers Enroll Now meanwhile. */
  | { state: 'checking' };

const NOT_ENROLLED: MyEnrolmentState = { state: 'not-enrolled' };

export function useMyEnrolment(courseId: string): MyEnrolmentState {
  const hydrated = useHydrated();
  const studentId = useSession((s) => s.student?.studentId);
  const signedIn = hydrated && studentId ? studentId : null;
  // No query at all for a visitor: a server render asks for nothing it would then wait for (one pass, decision 55).
  const queries = signedIn ? [myLearningQuery(signedIn)] : [];
  const [learning] = useQueries({ queries });
  const items = useStore(outboxStore, (s) => s.items);
  if (!signedIn) return NOT_ENROLLED;
  const mine = items.filter((i) => i.kind === 'enrolment' && i.payload.course === courseId && i.payload.studentId === studentId);
  const data: MyLearning | undefined = learning?.data;
  // An enrollment that ended (its seat cancelled, an offer let lapse) may be made again (issue 38).
  const enrolment = data?.enrolments.find((e) => e.course._id === courseId && e.status !== 'ended');
  if (enrolment) return { state: 'enrolled', enrolment };
  if (mine.some((i) => i.status === 'sent' && (i.sentAt ?? 0) > (learning?.dataUpdatedAt ?? 0))) return { state: 'delivered' };
  if (mine.some((i) => i.status === 'queued' || i.status === 'sending')) return { state: 'waiting' };
  // Only the first try, and only while it runs: not one that waits for a connection (offline, paused), nor retries
  // after a failure (lie-fi), for which a student who asked to enrol would wait with nothing to show for it.
  const firstTry = learning?.status === 'pending' && learning.fetchStatus === 'fetching' && learning.failureCount === 0;
  return firstTry ? { state: 'checking' } : NOT_ENROLLED;
}
