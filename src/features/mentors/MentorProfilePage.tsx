import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/Link';
import { mentorQuery, testimonialsQuery } from '../../api/queries';
import type { Mentor } from '../../contract';
import { MENTORS_PAGE } from '../../content/screens';
import { MENTOR_PROFILE } from '../../content/detail-pages';
import { MENTOR_FIXED_RATING, MENTOR_FIXED_REVIEWS, MENTOR_STUDENTS_LINE } from '../../content/limits';
import { coursePath } from '../../cards/CourseCard';
import { DetailScreen } from '../../ui/DetailScreen';
import { DEFAULT_AVATAR } from '../../ui/images';
import { Section } from '../../ui/Section';
import { Skeleton } from '../../ui/Skeleton';
import { UploadImage } from '../../ui/SmartImage';
import { Stars } from '../../ui/Stars';
import { TestimonialCard } from '../../cards/TestimonialCard';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import styles from './mentor-profile.module.css';
import { CardGrid } from '../../ui/CardGrid';

export default function MentorProfilePage({ id }: { id: string }) {
  const mentor = useQuery(mentorQuery(id));
  useDocumentMeta(
    mentor.data?.fullName ?? MENTOR_PROFILE.metaTitle,
    mentor.data ? `${mentor.data.title}. ${mentor.data.summary.slice(0, 150)}` : MENTOR_PROFILE.metaDescription,
  );
  return (
    <DetailScreen
      query={mentor}
      loading={<ProfileSkeleton />}
      copy={{ notFound: MENTORS_PAGE.notFound, error: MENTORS_PAGE.error }}
      listing={{ href: '/mentors', label: MENTOR_PROFILE.allMentors }}
    >
      {(data) => <Profile mentor={data} />}
    </DetailScreen>
  );
}

function Profile({ mentor }: { mentor: Mentor }) {
  return (
    <>
      <ProfileHero mentor={mentor} />
      <Section>
        <div className={styles.columns}>
          <div>
            <h2>{MENTOR_PROFILE.summary}</h2>
            <p>{mentor.summary}</p>
            <h2>{MENTOR_PROFILE.certifications}</h2>
            <ul>
              {mentor.certifications.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <h2>{MENTOR_PROFILE.achievements}</h2>
            <ul>
              {mentor.achievements.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </div>
          <MentorCourses courses={mentor.courses} />
        </div>
      </Section>
      <MentorTestimonials mentor={mentor} />
    </>
  );
}

function ProfileHero({ mentor }: { mentor: Mentor }) {
  return (
    <section className={styles.hero} aria-labelledby="mentor-name">
      <div className={`container ${styles.heroGrid}`}>
        <UploadImage
          className={styles.photo}
          kind="trainerPhoto"
          file={mentor.profilePhotoTrainer}
          fallback={DEFAULT_AVATAR}
          alt={MENTOR_PROFILE.photoAlt(mentor.fullName)}
          width={160}
          height={160}
          loading="eager"
        />
        <div>
          <h1 id="mentor-name">{mentor.fullName}</h1>
          <p className={styles.title}>{mentor.title}</p>
          <p className={styles.qualification}>{mentor.highestQualification}</p>
          <p className={styles.rating}>
            <Stars rating={MENTOR_FIXED_RATING} /> <strong>{MENTOR_FIXED_RATING}</strong> {MENTOR_PROFILE.reviews(MENTOR_FIXED_REVIEWS)}
          </p>
          <ul className={styles.contacts}>
            <li>
              <a href={mentor.linkedinProfile ?? '#'} target={mentor.linkedinProfile ? '_blank' : undefined} rel="noopener noreferrer">
                {MENTOR_PROFILE.linkedin}
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
  );
}

function MentorCourses({ courses }: { courses: Mentor['courses'] }) {
  return (
    <aside className={styles.courses} aria-labelledby="mentor-courses">
      <h2 id="mentor-courses">{MENTOR_PROFILE.courses}</h2>
      {courses.length === 0 ? (
        <p>{MENTOR_PROFILE.noCourses}</p>
      ) : (
        <ul>
          {courses.map((c) => (
            <li key={c._id}>
              <Link href={coursePath(c._id)}>{c.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.students}>{MENTOR_STUDENTS_LINE}</p>
    </aside>
  );
}

/** SPEC §2: a testimonials section only when there are some: those about the courses this mentor teaches. */
function MentorTestimonials({ mentor }: { mentor: Mentor }) {
  const courseIds = new Set(mentor.courses.map((c) => c._id));
  const testimonials = (useQuery(testimonialsQuery()).data ?? []).filter((t) => t.courseId && courseIds.has(t.courseId));
  if (testimonials.length === 0) return null;
  return (
    <Section id="mentor-testimonials" title={MENTORS_PAGE.testimonials} tone="tint">
      <CardGrid count={testimonials.length}>
        {testimonials.map((t) => (
          <TestimonialCard key={t._id} testimonial={t} />
        ))}
      </CardGrid>
    </Section>
  );
}

function ProfileSkeleton() {
  return (
    <section className={styles.hero} aria-busy="true">
      <div className={`container ${styles.heroGrid}`}>
        <span className="visually-hidden" role="status">
          {MENTOR_PROFILE.loading}
        </span>
        <Skeleton height={160} width={160} radius={999} />
        <div className={styles.skeletonLines}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={18} width="60%" />
        </div>
      </div>
    </section>
  );
}
