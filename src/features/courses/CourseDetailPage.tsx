import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/http';
import { courseQuery } from '../../api/queries';
import type { Course } from '../../contract';
import { COURSE_DETAIL } from '../../content/copy';
import { DEFAULT_COURSE_PRICE, ENROL_BAR_HERO_VISIBLE_RATIO, NOTE_PREVIEW_CHARS } from '../../content/limits';
import { Button } from '../../ui/Button';
import { formatCount, formatRupees, preview } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { DEFAULT_AVATAR, uploadSrc } from '../../ui/images';
import { mentorPath } from '../../ui/MentorCard';
import { Section, StatusText } from '../../ui/Section';
import { Skeleton } from '../../ui/Skeleton';
import { SmartImage } from '../../ui/SmartImage';
import { Stars } from '../../ui/Stars';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useEnrol } from './use-enrol';
import styles from './course-detail.module.css';

export default function CourseDetailPage({ id }: { id: string }) {
  const course = useQuery(courseQuery(id));
  useDocumentMeta(course.data?.title ?? 'Course', course.data?.description ?? 'Course details, curriculum, lectures and notes.');
  if (course.isPending) return <CourseSkeleton />;
  if (!course.data) {
    const missing = course.error instanceof ApiError && course.error.status >= 400 && course.error.status < 500;
    return <CourseProblem message={missing ? COURSE_DETAIL.notFound : COURSE_DETAIL.error} />;
  }
  return <CourseDetail course={course.data} />;
}

function CourseDetail({ course }: { course: Course }) {
  const openEnrol = useEnrol();
  const heroRef = useRef<HTMLElement>(null);
  const heroHidden = useMostlyHidden(heroRef);
  const enrol = () => openEnrol({ id: course._id, title: course.title });
  const price = course.price ?? DEFAULT_COURSE_PRICE;

  return (
    <>
      <section ref={heroRef} className={styles.hero} aria-labelledby="course-title">
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <p className={styles.breadcrumb}>
              <Link href="/courses">Courses</Link> / <span aria-current="page">{course.title}</span>
            </p>
            <h1 id="course-title">{course.title}</h1>
            <p className={styles.description}>{course.description}</p>
            <ul className={styles.facts}>
              <li>
                <Icon name="clock" size={18} />
                <span className="visually-hidden">Duration: </span>
                {course.duration}
              </li>
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
                {formatCount(course.enrolledCount)}+ enrolled
              </li>
            </ul>
            <Button size="lg" onClick={enrol}>
              {COURSE_DETAIL.enrolNow}
            </Button>
          </div>
          {course.trainer && (
            <aside className={styles.trainer} aria-label="Trainer">
              <SmartImage
                className={styles.trainerPhoto}
                src={uploadSrc('trainerPhoto', course.trainer.profilePhotoTrainer) ?? DEFAULT_AVATAR}
                fallback={DEFAULT_AVATAR}
                alt=""
                width={96}
                height={96}
              />
              <div>
                <p className={styles.taughtBy}>{COURSE_DETAIL.taughtBy}</p>
                <Link href={mentorPath(course.trainer._id)} className={styles.trainerName}>
                  {course.trainer.fullName}
                </Link>
                <p className={styles.qualification}>{course.trainer.highestQualification}</p>
              </div>
            </aside>
          )}
        </div>
      </section>

      <Section id="learn" title={COURSE_DETAIL.learn}>
        <ul className={styles.outcomes}>
          {course.learningOutcomes.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </Section>

      <Section tone="tint">
        <article className={styles.article} aria-labelledby="about-course">
          <h2 id="about-course">About {course.title}</h2>
          <p>{course.overview}</p>
          {course.keyFeatures.length > 0 && (
            <>
              <h3>Key features</h3>
              <ul>
                {course.keyFeatures.map((f) => (
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
            </>
          )}
          {course.benefits.length > 0 && (
            <>
              <h3>Benefits</h3>
              <ul>
                {course.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </>
          )}
          <p>
            Ready to begin? <Link href="/enroll">Enroll in a course</Link> or <Link href="/contact">talk to our counsellors</Link> about
            batches, fees and instalments.
          </p>
        </article>
      </Section>

      <Section>
        <div className={styles.materials}>
          <details className={styles.collapsible}>
            <summary>
              {COURSE_DETAIL.lectures} <span className={styles.count}>({course.videolectures.length})</span>
            </summary>
            {course.videolectures.length === 0 ? (
              <p className={styles.none}>No lectures yet.</p>
            ) : (
              <ul className={styles.materialList}>
                {course.videolectures.map((l) => (
                  <li key={l._id}>
                    <span className={styles.materialTitle}>{l.title}</span>
                    <span className={styles.materialMeta}>{l.duration}</span>
                    <a
                      href={l.contentUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${COURSE_DETAIL.watch}: ${l.title} (opens in a new tab)`}
                    >
                      {COURSE_DETAIL.watch}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </details>
          <details className={styles.collapsible}>
            <summary>
              {COURSE_DETAIL.notes} <span className={styles.count}>({course.notes.length})</span>
            </summary>
            {course.notes.length === 0 ? (
              <p className={styles.none}>No notes yet.</p>
            ) : (
              <ul className={styles.noteList}>
                {course.notes.map((n) => (
                  <li key={n._id}>
                    <h3 className={styles.materialTitle}>{n.title}</h3>
                    <p>{preview(n.content, NOTE_PREVIEW_CHARS)}</p>
                    {n.file && (
                      <a
                        href={uploadSrc('courseNotes', n.file)!}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${COURSE_DETAIL.openFile}: ${n.title} (opens in a new tab)`}
                      >
                        {COURSE_DETAIL.openFile}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </details>
        </div>
      </Section>

      <div className={`${styles.enrolBar} ${heroHidden ? styles.enrolBarShown : ''}`} aria-hidden={!heroHidden} data-testid="enrol-bar">
        <div className={`container ${styles.enrolBarInner}`}>
          <div>
            <p className={styles.enrolBarTitle}>{course.title}</p>
            <p className={styles.enrolBarPrice}>{formatRupees(price)}</p>
          </div>
          <Button onClick={enrol} tabIndex={heroHidden ? 0 : -1}>
            {COURSE_DETAIL.enrolNow}
          </Button>
        </div>
      </div>
    </>
  );
}

/** True once less than SPEC's 60% of the element is on screen. */
function useMostlyHidden(ref: React.RefObject<HTMLElement | null>): boolean {
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
  useEffect(() => {
    document.body.classList.toggle('enrol-bar-shown', hidden);
    return () => document.body.classList.remove('enrol-bar-shown');
  }, [hidden]);
  return hidden;
}

function CourseProblem({ message }: { message: string }) {
  return (
    <Section title={message} headingLevel={1}>
      <div className={styles.problemActions}>
        <Button as="link" href="/courses">
          {COURSE_DETAIL.backToAll}
        </Button>
        <Button as="hash" href="/courses#courses-list" variant="outline">
          {COURSE_DETAIL.explore}
        </Button>
      </div>
    </Section>
  );
}

function CourseSkeleton() {
  return (
    <section className={styles.hero} aria-busy="true">
      <div className="container">
        <StatusText>
          <span className="visually-hidden">Loading course…</span>
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
