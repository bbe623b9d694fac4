import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/Link';
import { coursesQuery } from '../../api/queries';
import { LOAD_PROBLEM } from '../../content/copy';
import { COURSES_TEASER, COURSE_CARD } from '../../content/home';
import { COURSES_PAGE } from '../../content/screens';
import { Button } from '../../ui/Button';
import { CourseCard, courseAnchor, coursePath } from '../../cards/CourseCard';
import { Reveal } from '../../ui/Reveal';
import { useAfterFirstPaint, usePageLoaded, useReducedMotion, useSaveData } from '../../lib/client-values';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import { ListStatus } from '../../ui/ListStatus';
import { MEDIA } from '../../lib/media';
import { TECHNOLOGIES_PICTURE } from '../../ui/images';
import styles from './courses.module.css';
import { CardGrid } from '../../ui/CardGrid';
import { EagerImage } from '../../ui/EagerImage';

export default function CoursesPage() {
  useDocumentMeta(COURSES_PAGE.metaTitle, COURSES_PAGE.lead);
  return (
    <>
      <CoursesHero />
      <Tracks />
      <CourseList />
    </>
  );
}

/** Title, lead, the four figures and the way down to the list, over the video's first frame or the video. */
function CoursesHero() {
  // The first frame is the section's background, drawn by the stylesheet (decision 186): it paints with the page
  // and is all that reduced motion and Data Saver get. The looping video is laid over it once the page has
  // loaded, as decoration, never in the way.
  const reducedMotion = useReducedMotion();
  const saveData = useSaveData();
  const loaded = usePageLoaded();
  // Not in the task that shows the screen: setting up a video costs the main thread tens of ms.
  const painted = useAfterFirstPaint();
  const motion = !reducedMotion && !saveData && loaded && painted;
  return (
    <section className={styles.hero} aria-labelledby="courses-title">
      {motion && <video className={styles.video} src={MEDIA.coursesHeroVideo} autoPlay muted loop playsInline aria-hidden="true" />}
      <div className={`container ${styles.heroGrid}`}>
        <div className={styles.heroContent}>
          <h1 id="courses-title">{COURSES_PAGE.title}</h1>
          <p className={styles.lead}>{COURSES_PAGE.lead}</p>
          <dl className={styles.stats}>
            {COURSES_PAGE.stats.map((s) => (
              <div key={s.label} className={styles.stat}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
          <Button as="hash" href="#courses-list" size="lg">
            {COURSES_PAGE.explore}
          </Button>
        </div>
        {/* The other half: the technologies the courses teach, as a field of logos (issue 37). */}
        <EagerImage className={styles.heroArt} src={TECHNOLOGIES_PICTURE} alt="" width={563} height={368} />
      </div>
    </section>
  );
}

/** Front end, back end and UI/UX, each with its tools. */
function Tracks() {
  return (
    <Section id="tracks" title={COURSES_PAGE.tracksTitle}>
      <div className={styles.tracks}>
        {COURSES_PAGE.categories.map((c) => (
          <Reveal key={c.title}>
            <article className={cards.card}>
              <h3 className={cards.cardTitle}>{c.title}</h3>
              <p>{c.text}</p>
              <ul className={styles.tools} aria-label={COURSES_PAGE.toolsLabel(c.title)}>
                {c.tools.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </article>
          </Reveal>
        ))}
      </div>
    </Section>
  );
}

/** Every course of the API, each card with its Start Learning link; a way to try again when they fail to load. */
function CourseList() {
  const courses = useQuery(coursesQuery());
  return (
    <Section id="courses-list" title={COURSES_PAGE.gridTitle} tone="tint">
      <ListStatus read={courses} loading={<StatusText>{COURSES_TEASER.loading}</StatusText>} failed={LOAD_PROBLEM.courses} />
      {courses.isSuccess && courses.data.length === 0 && <StatusText>{COURSES_PAGE.empty}</StatusText>}
      {courses.data && courses.data.length > 0 && (
        <CardGrid count={courses.data.length}>
          {courses.data.map((course) => (
            <CourseCard
              key={course._id}
              id={courseAnchor(course._id)}
              course={course}
              action={
                <Link href={coursePath(course._id)} className={styles.start} aria-label={`${COURSE_CARD.startLearning}: ${course.title}`}>
                  {COURSE_CARD.startLearning}
                </Link>
              }
            />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
