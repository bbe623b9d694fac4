import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../ui/Link';
import { courseQuery } from '../../api/queries';
import type { Course } from '../../contract';
import { ENROL_BAR_CLASS, ENROL_BAR_ROOM_CLASS } from '../../contract/page-render';
import { COURSE_DETAIL } from '../../content/detail-pages';
import { DEFAULT_COURSE_PRICE, ENROL_BAR_HERO_VISIBLE_RATIO, NOTE_PREVIEW_CHARS } from '../../content/limits';
import { Button } from '../../ui/Button';
import { DetailScreen } from '../../ui/DetailScreen';
import { formatCount, formatRupees, preview } from '../../ui/format';
import { Icon, type IconName } from '../../ui/Icon';
import { DEFAULT_AVATAR } from '../../ui/images';
import { hostedElsewhere, lessonPath, notePath } from '../../ui/course-paths';
import { loadedPart } from '../../ui/lazy-part';
import { useHydrated } from '../../lib/client-values';
import { useSession } from '../../session/session';
import { mentorPath } from '../../cards/MentorCard';
import { Section, StatusText } from '../../ui/Section';
import { Skeleton } from '../../ui/Skeleton';
import { PicturesAfterApp, UploadImage } from '../../ui/SmartImage';
import { Stars } from '../../ui/Stars';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { CourseOffer } from './CourseOffer';
import { CourseBatches } from './CourseBatches';
import { MyEnrolmentNote } from './MyEnrolmentNote';
import { useEnrol, useLikelyEnrol } from './use-enrol';
import { EnrolAskedMarks, EnrolLink, MY_ENROLMENT_ID, useEnrolAskedEarlier } from './enrol-link';
import { useMyEnrolment } from './use-my-enrolment';
import styles from './course-detail.module.css';
import packStyles from './course-pack.module.css';

export default function CourseDetailPage({ id }: { id: string }) {
  const course = useQuery(courseQuery(id));
  useDocumentMeta(course.data?.title ?? COURSE_DETAIL.metaTitle, course.data?.description ?? COURSE_DETAIL.metaDescription);
  return (
    <DetailScreen
      query={course}
      loading={<CourseSkeleton />}
      copy={COURSE_DETAIL}
      listing={{ href: '/courses', label: COURSE_DETAIL.backToAll }}
      onward={<CourseProblemLinks />}
    >
      {(data) => <CourseDetail course={data} />}
    </DetailScreen>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const openEnrol = useEnrol();
  const materialsRef = useRef<HTMLDivElement>(null);
  // The pack's code and answer come when the materials come near the screen, not with the page's first taps.
  const near = useNearScreen(materialsRef);
  const signedIn = useStudentId();
  const studentId = near ? signedIn : null;
  const heroRef = useRef<HTMLElement>(null);
  const mine = useMyEnrolment(course._id);
  const canEnrol = mine.state === 'not-enrolled' || mine.state === 'checking';
  // The sticky bar only once the page knows: shown while checking, it came and went again for an enrolled student.
  const barUsed = mine.state === 'not-enrolled';
  const heroHidden = useMostlyHidden(heroRef, barUsed);
  const enrol = (batchId?: string) => openEnrol({ id: course._id, title: course.title, batches: course.batches, batchId });
  // Known not enrolled: the dialog Enroll Now opens is drawn ahead (decision 211).
  useLikelyEnrol(signedIn !== null && barUsed ? { id: course._id, title: course.title, batches: course.batches } : null);
  // Asked before the app ran by a student already enrolled: taken to the note that says so, not to a form the server
  // would refuse (decision 209).
  const showMine = () => void import('../../ui/scroll').then(({ scrollToHash }) => scrollToHash(MY_ENROLMENT_ID));
  useEnrolAskedEarlier(signedIn !== null && mine.state !== 'checking', canEnrol ? enrol : showMine);
  return (
    <div className={styles.page}>
      <section ref={heroRef} className={styles.hero} aria-labelledby="course-title">
        <div className={`container ${styles.heroGrid}`}>
          <CourseHeroText course={course}>
            {/* An enrolled student is told so, with their next step, never offered the form again (issue 36). */}
            {canEnrol ? <EnrolNow course={course} onEnrol={() => enrol()} size="lg" /> : <MyEnrolmentNote course={course} mine={mine} />}
          </CourseHeroText>
          <CourseOffer course={course} trainer={course.trainer && <TrainerCard trainer={course.trainer} />} />
        </div>
      </section>
      <CourseBatches course={course} onEnrol={canEnrol ? enrol : undefined} />
      <Section id="learn" title={COURSE_DETAIL.learn}>
        <ul className={styles.outcomes}>
          {course.learningOutcomes.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </Section>
      <Section tone="tint">
        <CourseArticle course={course} />
      </Section>
      <Section>
        <div className={styles.materials} ref={materialsRef}>
          <Offline course={course} studentId={studentId} signedIn={signedIn !== null} />
          <Lectures course={course} studentId={studentId} />
          <Notes course={course} studentId={studentId} />
        </div>
      </Section>
      {canEnrol && <EnrolBar course={course} shown={heroHidden && barUsed} onEnrol={() => enrol()} />}
      {canEnrol && <EnrolAskedMarks batchIds={(course.batches ?? []).map((b) => b._id)} waiting={mine.state === 'checking'} />}
    </div>
  );
}

function CourseHeroText({ course, children }: { course: Course; children: React.ReactNode }) {
  return (
    <div>
      <p className={styles.breadcrumb}>
        <Link href="/courses">{COURSE_DETAIL.breadcrumb}</Link> / <span aria-current="page">{course.title}</span>
      </p>
      <h1 id="course-title">{course.title}</h1>
      <p className={styles.description}>{course.description}</p>
      {/* The duration is stated once, in the offer beside this (CourseOffer), with the fee and the next batch. */}
      <ul className={styles.facts}>
        {course.features.certificate && (
          <li>
            <Icon name="certificate" size={18} />
            {COURSE_DETAIL.certificate}
          </li>
        )}
        {course.rating !== null && (
          <li className={styles.rating}>
            <Stars rating={course.rating} /> <span>{course.rating}/5</span>
          </li>
        )}
        <li>
          <Icon name="users" size={18} />
          {COURSE_DETAIL.enrolled(formatCount(course.enrolledCount))}
        </li>
      </ul>
      {children}
    </div>
  );
}

function TrainerCard({ trainer }: { trainer: NonNullable<Course['trainer']> }) {
  return (
    <div className={styles.trainer} role="group" aria-label={COURSE_DETAIL.trainer}>
      {/* Below a phone's first screen (decision 219). */}
      <PicturesAfterApp>
        <UploadImage
          className={styles.trainerPhoto}
          kind="trainerPhoto"
          file={trainer.profilePhotoTrainer}
          fallback={DEFAULT_AVATAR}
          width={96}
          height={96}
        />
      </PicturesAfterApp>
      <div>
        <p className={styles.taughtBy}>{COURSE_DETAIL.taughtBy}</p>
        <Link href={mentorPath(trainer._id)} className={styles.trainerName}>
          {trainer.fullName}
        </Link>
        <p className={styles.qualification}>{trainer.highestQualification}</p>
      </div>
    </div>
  );
}

/** SPEC's generated article: overview, key features with their sub-points, benefits, and two ways on. */
function CourseArticle({ course }: { course: Course }) {
  const ready = COURSE_DETAIL.readyToBegin;
  return (
    <article className={styles.article} aria-labelledby="about-course">
      <h2 id="about-course">{COURSE_DETAIL.about(course.title)}</h2>
      <p>{course.overview}</p>
      {course.keyFeatures.length > 0 && (
        <>
          <h3>{COURSE_DETAIL.keyFeatures}</h3>
          <KeyFeatures features={course.keyFeatures} />
        </>
      )}
      {course.benefits.length > 0 && (
        <>
          <h3>{COURSE_DETAIL.benefits}</h3>
          <ul>
            {course.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        {ready.lead} <Link href="/enroll">{ready.enrol}</Link> {ready.or} <Link href="/contact">{ready.counsellors}</Link> {ready.rest}
      </p>
    </article>
  );
}

function KeyFeatures({ features }: { features: Course['keyFeatures'] }) {
  return (
    <ul>
      {features.map((f) => (
        <li key={f.title}>
          <strong>{f.title}:</strong> {f.description}
          {f.subPoints && f.subPoints.length > 0 && (
            <ul>
              {f.subPoints.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A disclosure's row: the kind's icon, its title, how many it holds, and a chevron that turns when open. */
function DisclosureSummary({ icon, title, count }: { icon: IconName; title: string; count: number }) {
  return (
    <summary className={styles.summary}>
      <span className={styles.summaryIcon}>
        <Icon name={icon} size={20} />
      </span>
      <span className={styles.summaryTitle}>{title}</span>
      <span className={styles.count}>
        <span className="visually-hidden">(</span>
        {count}
        <span className="visually-hidden">)</span>
      </span>
      <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </summary>
  );
}

/**
 * Per note and lesson, for a signed-in student: its download state (issue 40), loaded with the pack's code. The
 * browser alone mounts them, so without Suspense (decision 196).
 */
const PackItemState = loadedPart(() => import('./PackItemState'));
const CoursePackPanel = loadedPart(() => import('./CoursePackPanel'));

/** Whether someone is signed in (the server renders every page signed out: read once the page is the browser's). */
function useStudentId(): string | null {
  const hydrated = useHydrated();
  const student = useSession((s) => s.student);
  return hydrated ? (student?.studentId ?? null) : null;
}

function ItemState(props: { studentId: string | null; courseId: string; itemId: string }) {
  if (!props.studentId) return null;
  return <PackItemState studentId={props.studentId} courseId={props.courseId} itemId={props.itemId} />;
}

/** Downloads for offline (issue 40): the panel for a signed-in student, a line saying what enrolment gives otherwise. */
function Offline({ course, studentId, signedIn }: { course: Course; studentId: string | null; signedIn: boolean }) {
  if (!signedIn) return <p className={styles.offlineLine}>{COURSE_DETAIL.offlineForStudents}</p>;
  // The panel's room is kept from the moment a student is known, not only once its code and answer are in: inserted
  // late, it pushed the lessons a student was reading 200 px down (decision 201).
  const holding = <PackPanelHolding />;
  if (!studentId) return holding;
  return <CoursePackPanel studentId={studentId} courseId={course._id} title={course.title} holding={holding} whileLoading={holding} />;
}

/** The download panel's frame, saying what is being read (CoursePackPanel keeps it until the pack's answer). */
function PackPanelHolding() {
  return (
    <section className={packStyles.panel} aria-labelledby="pack-title" aria-busy="true">
      <h2 id="pack-title" className={packStyles.panelTitle}>
        {COURSE_DETAIL.packTitle}
      </h2>
      <p>{COURSE_DETAIL.packChecking}</p>
    </section>
  );
}

function LectureLink({ courseId, lecture }: { courseId: string; lecture: Course['videolectures'][number] }) {
  if (!hostedElsewhere(lecture.contentUrl)) return <Link href={lessonPath(courseId, lecture._id)}>{COURSE_DETAIL.watch}</Link>;
  return (
    <>
      <span className={styles.needsConnection}>{COURSE_DETAIL.needsConnection}</span>
      <a
        href={lecture.contentUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={COURSE_DETAIL.inNewTab(COURSE_DETAIL.watch, lecture.title)}
      >
        {COURSE_DETAIL.watch}
      </a>
    </>
  );
}

function Lectures({ course, studentId }: { course: Course; studentId: string | null }) {
  const lectures = course.videolectures;
  return (
    <details className={styles.collapsible}>
      <DisclosureSummary icon="video" title={COURSE_DETAIL.lectures} count={lectures.length} />
      {lectures.length === 0 ? (
        <p className={styles.none}>{COURSE_DETAIL.noLectures}</p>
      ) : (
        <ul className={styles.materialList}>
          {lectures.map((l) => (
            <li key={l._id}>
              <span className={styles.materialTitle}>{l.title}</span>
              <span className={styles.materialMeta}>{l.duration}</span>
              <LectureLink courseId={course._id} lecture={l} />
              {!hostedElsewhere(l.contentUrl) && <ItemState studentId={studentId} courseId={course._id} itemId={l._id} />}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function Notes({ course, studentId }: { course: Course; studentId: string | null }) {
  const notes = course.notes;
  return (
    <details className={styles.collapsible}>
      <DisclosureSummary icon="book" title={COURSE_DETAIL.notes} count={notes.length} />
      {notes.length === 0 ? (
        <p className={styles.none}>{COURSE_DETAIL.noNotes}</p>
      ) : (
        <ul className={styles.noteList}>
          {notes.map((n) => (
            <li key={n._id}>
              <h3 className={styles.materialTitle}>{n.title}</h3>
              <p>{preview(n.content, NOTE_PREVIEW_CHARS)}</p>
              <p className={styles.noteActions}>
                {/* The app's reader: a phone without a PDF viewer could not open the file (decision 160). */}
                <Link href={notePath(course._id, n._id)}>{n.file ? COURSE_DETAIL.readWithPdf : COURSE_DETAIL.read}</Link>
                <ItemState studentId={studentId} courseId={course._id} itemId={n._id} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/**
 * Enroll Now: a link to the login page, back to this course (decision 124), until the app runs and the
 * tap opens the enrol dialog (after the login dialog, for a visitor) instead.
 */
function EnrolNow({
  course,
  onEnrol,
  ...rest
}: {
  course: Course;
  onEnrol: () => void;
  size?: 'lg';
  className?: string;
  tabIndex?: number;
}) {
  return (
    <EnrolLink courseId={course._id} onEnrol={onEnrol} {...rest}>
      {COURSE_DETAIL.enrolNow}
    </EnrolLink>
  );
}

/** SPEC: a sticky bar with the course name, its price and Enroll Now, once the hero is mostly scrolled away. */
function EnrolBar({ course, shown, onEnrol }: { course: Course; shown: boolean; onEnrol: () => void }) {
  return (
    <div className={styles.enrolBar} aria-hidden={!shown} data-testid="enrol-bar">
      <div className={`container ${styles.enrolBarInner}`}>
        <div className={styles.enrolBarText}>
          <p className={styles.enrolBarTitle} title={course.title}>
            {course.title}
          </p>
          <p className={styles.enrolBarPrice}>{formatRupees(course.price ?? DEFAULT_COURSE_PRICE)}</p>
        </div>
        <EnrolNow course={course} onEnrol={onEnrol} tabIndex={shown ? 0 : -1} className={styles.enrolBarButton} />
      </div>
    </div>
  );
}

/** True once the element has come within a screen's height of the view (and from then on). */
function useNearScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    // Without IntersectionObserver (old browsers), the materials simply have their panel from the start.
    if (near || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** True once less than SPEC's 60% of the element is on screen; the page keeps room for the bar while `barUsed`. */
function useMostlyHidden(ref: React.RefObject<HTMLElement | null>, barUsed: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry && setHidden(entry.intersectionRatio < ENROL_BAR_HERO_VISIBLE_RATIO), {
      threshold: [0, ENROL_BAR_HERO_VISIBLE_RATIO, 1],
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  // The page's own rules have what this mark sets (decision 184): the floating buttons and the footer make room for
  // the bar before the rest of the site's stylesheet has come.
  useEffect(() => {
    document.body.classList.toggle(ENROL_BAR_CLASS, hidden && barUsed);
    return () => document.body.classList.remove(ENROL_BAR_CLASS);
  }, [hidden, barUsed]);
  useEffect(() => {
    document.body.classList.toggle(ENROL_BAR_ROOM_CLASS, barUsed);
    return () => document.body.classList.remove(ENROL_BAR_ROOM_CLASS);
  }, [barUsed]);
  return hidden;
}

/** SPEC's not-found screen: Back to All Courses, and Explore Courses to the list's anchor. */
function CourseProblemLinks() {
  return (
    <>
      <Button as="link" href="/courses">
        {COURSE_DETAIL.backToAll}
      </Button>
      <Button as="hash" href="/courses#courses-list" variant="outline">
        {COURSE_DETAIL.explore}
      </Button>
    </>
  );
}

function CourseSkeleton() {
  return (
    <section className={styles.hero} aria-busy="true">
      <div className="container">
        <StatusText>
          <span className="visually-hidden">{COURSE_DETAIL.loading}</span>
        </StatusText>
        <div className={styles.skeleton}>
          <Skeleton height={40} width="60%" />
          <Skeleton height={18} width="90%" />
          <Skeleton height={18} width="75%" />
          <Skeleton height={48} width={180} radius={999} />
        </div>
      </div>
    </section>
  );
}
