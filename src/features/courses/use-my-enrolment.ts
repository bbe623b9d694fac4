/**
 * Whether the student on this course page has enrolled in it (issue 36, decision 114): from My learning's read,
 * the same cached answer My learning shows (kept on the device, so it holds offline too), and from the outbox,
 * where an enrollment made offline waits to be sent. A visitor, and a page still hydrating (rendered by the
 * server for everyone), is "not enrolled": the page offers Enroll Now as before.
 */
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { myLearningQuery } from '../../api/queries-me';
import type { MyEnrolment } from '../../contract/my-learning';
import { useHydrated } from '../../lib/client-values';
import { outboxStore } from '../../offline/outbox-store';
import { useSession } from '../../session/session';

export type MyEnrolmentState = { state: 'enrolled'; enrolment: MyEnrolment } | { state: 'waiting' } | { state: 'not-enrolled' };

const NOT_ENROLLED: MyEnrolmentState = { state: 'not-enrolled' };

export function useMyEnrolment(courseId: string): MyEnrolmentState {
  const hydrated = useHydrated();
  const studentId = useSession((s) => s.student?.studentId);
  const signedIn = hydrated && studentId ? studentId : null;
  const learning = useQuery({ ...myLearningQuery(signedIn ?? ''), enabled: signedIn !== null });
  const waiting = useStore(outboxStore, (s) =>
    s.items.some(
      (i) =>
        i.kind === 'enrolment' &&
        i.payload.course === courseId &&
        i.payload.studentId === studentId &&
        (i.status === 'queued' || i.status === 'sending'),
    ),
  );
  if (!signedIn) return NOT_ENROLLED;
  const enrolment = learning.data?.enrolments.find((e) => e.course._id === courseId);
  if (enrolment) return { state: 'enrolled', enrolment };
  return waiting ? { state: 'waiting' } : NOT_ENROLLED;
}
