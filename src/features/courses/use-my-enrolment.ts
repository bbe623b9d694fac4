/**
 * Whether the student on this course page has enrolled in it (issue 36, decision 114): from My learning's read,
 * the same cached answer My learning shows (kept on the device, so it holds offline too), and from the outbox,
 * where an enrollment made offline waits to be sent. A visitor, and a page still hydrating (rendered by the
 * server for everyone), is "not enrolled": the page offers Enroll Now as before. While My learning's first answer
 * of the visit is on its way, "checking": Enroll Now is still offered (not the sticky bar), but a tap made before the
 * app ran waits for the answer.
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
  /** My learning has not answered yet in this visit, and is being asked: the page offers Enroll Now meanwhile. */
  | { state: 'checking' };

const NOT_ENROLLED: MyEnrolmentState = { state: 'not-enrolled' };

export function useMyEnrolment(courseId: string): MyEnrolmentState {
  const hydrated = useHydrated();
  const studentId = useSession((s) => s.student?.studentId);
  const signedIn = hydrated && studentId ? studentId : null;
  // No query at all for a visitor: a server render asks for nothing it would then wait for (one pass, decision 55).
  // Asked again on the visit's first course page however fresh the kept answer looks: an enrollment made elsewhere
  // since must not be offered again (decision 209).
  const queries = signedIn ? [{ ...myLearningQuery(signedIn), refetchOnMount: askedThisVisit }] : [];
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
  // Until My learning has answered once in this visit: an answer kept on the device may be older than an enrollment
  // made elsewhere. Only while a first try runs: not one that waits for a connection (offline, paused), nor retries
  // after a failure (lie-fi), for which a student who asked to enrol would wait with nothing to show for it.
  const answeredThisVisit = learning !== undefined && answeredSince(learning.dataUpdatedAt);
  const firstTry = !answeredThisVisit && learning?.fetchStatus === 'fetching' && learning.failureCount === 0;
  return firstTry ? { state: 'checking' } : NOT_ENROLLED;
}

/** An answer from this visit (the page's navigation), not one kept on the device from an earlier one. */
const answeredSince = (updatedAt: number) => updatedAt >= performance.timeOrigin;
const askedThisVisit = (query: { state: { dataUpdatedAt: number } }) => (answeredSince(query.state.dataUpdatedAt) ? true : 'always');
