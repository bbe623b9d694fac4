/**
 * "My learning" (issue 21): a signed-in student's own space. Its one read (`/api/me/learning`) is kept by
 * React Query's persisted cache, so the screen opens offline with what the last online visit saw, says
 * how old that is, and refreshes itself online. A visitor is asked to log in (the login is a modal).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/http';
import { myLearningQuery } from '../../api/queries-me';
import type { MyLearning } from '../../contract/my-learning';
import { MY_LEARNING } from '../../content/my-learning';
import { useHydrated } from '../../lib/client-values';
import { useSession } from '../../session/session';
import { Button } from '../../ui/Button';
import { useDialogs } from '../../ui/dialogs-store';
import { ListStatus } from '../../ui/ListStatus';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { loadedPart } from '../../ui/lazy-part';
import { hasDownloads } from '../../offline/course-pack/presence';
import { CalendarFeed } from './CalendarFeed';
import { EnrolmentList, SessionLists } from './LearningLists';
import { ProfileForm } from './ProfileForm';
import { SavedAge } from './SavedAge';
import { Submissions } from './Submissions';
import styles from './my-learning.module.css';

export default function MyLearningPage() {
  useDocumentMeta(MY_LEARNING.metaTitle, MY_LEARNING.metaDescription);
  // The server renders every page signed out: the cookies are read once the page is the browser's own.
  const hydrated = useHydrated();
  const student = useSession((s) => s.student);
  const signedIn = hydrated ? student : null;
  return (
    <Section id="my-learning" title={MY_LEARNING.title} lead={MY_LEARNING.lead} headingLevel={1}>
      {signedIn ? <Learning studentId={signedIn.studentId} /> : <SignedOut />}
    </Section>
  );
}

function SignedOut() {
  const openLogin = useDialogs((s) => s.openLogin);
  return (
    <div className={styles.signedOut} role="region" aria-labelledby="my-learning-signed-out">
      <h2 id="my-learning-signed-out">{MY_LEARNING.signedOut.title}</h2>
      <p>{MY_LEARNING.signedOut.text}</p>
      <Button onClick={openLogin}>{MY_LEARNING.signedOut.login}</Button>
    </div>
  );
}

function Learning({ studentId }: { studentId: string }) {
  const read = useQuery(myLearningQuery(studentId));
  const student = useSession((s) => s.student);
  const { isError, refetch } = read;
  // A new login (the server's session had ended, below) reads again.
  const seen = useRef(student);
  useEffect(() => {
    if (seen.current === student) return;
    seen.current = student;
    if (isError) void refetch();
  }, [student, isError, refetch]);
  // The readable cookies outlived the server's session (72 hours unused): log in again.
  if (!read.data && read.error instanceof ApiError && read.error.status === 401) return <SignedOut />;
  return (
    <>
      <ListStatus read={read} loading={<StatusText>{MY_LEARNING.loading}</StatusText>} failed={MY_LEARNING.failed} />
      {read.data && <SavedAge at={read.dataUpdatedAt} />}
      {read.data && <LearningSections learning={read.data} />}
      <DownloadsPart studentId={studentId} />
    </>
  );
}

/**
 * Downloads (issue 40): their code loads only on a device that keeps some; otherwise a line says how to make one.
 * Without Suspense they show as soon as their code is here, not 300 ms later (decision 196).
 */
const Downloads = loadedPart(() => import('./Downloads'));

function DownloadsPart({ studentId }: { studentId: string }) {
  if (hasDownloads()) return <Downloads studentId={studentId} />;
  return (
    <section id="downloads" aria-labelledby="downloads-title" className={`${styles.block} ${styles.downloads}`}>
      <h2 id="downloads-title">{MY_LEARNING.downloads.title}</h2>
      <p className={styles.empty}>{MY_LEARNING.downloads.empty}</p>
    </section>
  );
}

function LearningSections({ learning }: { learning: MyLearning }) {
  return (
    <div className={styles.sections}>
      <EnrolmentList enrolments={learning.enrolments} />
      <SessionLists sessions={learning.sessions} />
      <Submissions delivered={learning.submissions} />
      {/* A new form when the saved profile changes (the enrollment's details taken): it shows what is saved. */}
      <ProfileForm
        key={`${learning.profile.fullName ?? ''}\n${learning.profile.email ?? ''}`}
        profile={learning.profile}
        offer={learning.profileOffer}
      />
      <CalendarFeed feed={learning.calendarFeed} />
    </div>
  );
}
