import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ApiError } from '../../api/http';
import { mentorQuery, testimonialsQuery } from '../../api/queries';
import type { Mentor } from '../../contract';
import { MENTORS_PAGE } from '../../content/copy';
import { MENTOR_FIXED_RATING, MENTOR_FIXED_REVIEWS, MENTOR_STUDENTS_LINE } from '../../content/limits';
import { Button } from '../../ui/Button';
import { coursePath } from '../../ui/CourseCard';
import { DEFAULT_AVATAR, uploadSrc } from '../../ui/images';
import { Section } from '../../ui/Section';
import { Skeleton } from '../../ui/Skeleton';
import { SmartImage } from '../../ui/SmartImage';
import { Stars } from '../../ui/Stars';
import { TestimonialCard } from '../../ui/TestimonialCard';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import styles from './mentor-profile.module.css';

export default function MentorProfilePage({ id }: { id: string }) {
  const mentor = useQuery(mentorQuery(id));
  useDocumentMeta(
    mentor.data?.fullName ?? 'Mentor',
    mentor.data ? `${mentor.data.title}. ${mentor.data.summary.slice(0, 150)}` : 'Mentor profile',
  );
  if (mentor.isPending) return <ProfileSkeleton />;
  if (!mentor.data) {
    const missing = mentor.error instanceof ApiError && mentor.error.status >= 400 && mentor.error.status < 500;
    return (
      <Section title={missing ? MENTORS_PAGE.notFound : MENTORS_PAGE.error} headingLevel={1}>
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <Button as="link" href="/mentors">
            See all mentors
          </Button>
        </div>
      </Section>
    );
  }
  return <Profile mentor={mentor.data} />;
}

function Profile({ mentor }: { mentor: Mentor }) {
  // SPEC §2: a testimonials section only when there are some: those about the courses this mentor teaches.
  const courseIds = new Set(mentor.courses.map((c) => c._id));
  const testimonials = (useQuery(testimonialsQuery()).data ?? []).filter((t) => t.courseId && courseIds.has(t.courseId));
  return (
    <>
      <section className={styles.hero} aria-labelledby="mentor-name">
        <div className={`container ${styles.heroGrid}`}>
          <SmartImage
            className={styles.photo}
            src={uploadSrc('trainerPhoto', mentor.profilePhotoTrainer) ?? DEFAULT_AVATAR}
            fallback={DEFAULT_AVATAR}
            alt={`Photo of ${mentor.fullName}`}
            width={160}
            height={160}
            loading="eager"
          />
          <div>
            <h1 id="mentor-name">{mentor.fullName}</h1>
            <p className={styles.title}>{mentor.title}</p>
            <p className={styles.qualification}>{mentor.highestQualification}</p>
            <p className={styles.rating}>
              <Stars rating={MENTOR_FIXED_RATING} /> <strong>{MENTOR_FIXED_RATING}</strong> ({MENTOR_FIXED_REVIEWS} reviews)
            </p>
            <ul className={styles.contacts}>
              <li>
                <a href={mentor.linkedinProfile ?? '#'} target={mentor.linkedinProfile ? '_blank' : undefined} rel="noopener noreferrer">
                  LinkedIn
                </a>
              </li>
              <li>
                <a href={`mailto:${mentor.email}`}>{mentor.email}</a>
              </li>
              <li>
                <a href={`tel:+91${mentor.mobileNo}`}>+91 {mentor.mobileNo}</a>
              </li>
            </ul>
          </div>
        </div>
      </section>
      <Section>
        <div className={styles.columns}>
          <div>
            <h2>Professional Summary</h2>
            <p>{mentor.summary}</p>
            <h2>Certifications</h2>
            <ul>
              {mentor.certifications.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <h2>Achievements</h2>
            <ul>
              {mentor.achievements.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </div>
          <aside className={styles.courses} aria-labelledby="mentor-courses">
            <h2 id="mentor-courses">Courses</h2>
            {mentor.courses.length === 0 ? (
              <p>No courses assigned yet.</p>
            ) : (
              <ul>
                {mentor.courses.map((c) => (
                  <li key={c._id}>
                    <Link href={coursePath(c._id)}>{c.title}</Link>
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.students}>{MENTOR_STUDENTS_LINE}</p>
          </aside>
        </div>
      </Section>
      {testimonials.length > 0 && (
        <Section id="mentor-testimonials" title={MENTORS_PAGE.testimonials} tone="tint">
          <div className={cards.grid}>
            {testimonials.map((t) => (
              <TestimonialCard key={t._id} testimonial={t} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}

function ProfileSkeleton() {
  return (
    <section className={styles.hero} aria-busy="true">
      <div className={`container ${styles.heroGrid}`}>
        <span className="visually-hidden" role="status">
          Loading mentor…
        </span>
        <Skeleton height={160} width={160} radius={999} />
        <div style={{ display: 'grid', gap: 12 }}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={18} width="60%" />
        </div>
      </div>
    </section>
  );
}
