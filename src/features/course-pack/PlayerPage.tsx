/**
 * The lesson player (issue 40, decision 164): a downloaded lesson plays from the device, seeking included (the
 * service worker answers the video's ranges from its copy); an enrolled student online streams it; a lesson
 * hosted elsewhere links there and says it needs a connection; anyone else is told it is for enrolled students.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { courseQuery } from '../../api/queries';
import { coursePackQuery } from '../../api/queries-pack';
import type { Course } from '../../contract';
import { lessonFileName, packFileType, packFileUrl, type CoursePack } from '../../contract/course-pack';
import { PACK } from '../../content/course-pack';
import { useHydrated } from '../../lib/client-values';
import { useBrowserOnline } from '../../lib/browser-online';
import { readPackFile } from '../../offline/course-pack/pack-cache';
import type { PackReadProblem } from '../../offline/course-pack/read-pack';
import { useSession } from '../../session/session';
import { Button } from '../../ui/Button';
import { coursePath, hostedElsewhere } from '../../ui/course-paths';
import { Link } from '../../ui/Link';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { PackProblem } from './PackProblem';
import styles from './course-pack.module.css';

const P = PACK.player;

/** What the player plays: a pack path (the device's copy when there is one) and its type. */
type Playable = { url: string; contentType: string };

type Lesson =
  | { state: 'loading'; title?: string }
  | { state: 'play'; title: string; file: Playable; fromDevice: boolean }
  | { state: 'elsewhere'; title: string; url: string }
  | { state: 'problem'; title?: string; problem: PackReadProblem };

interface LessonSources {
  hydrated: boolean;
  signedIn: boolean;
  online: boolean;
  /** The lesson's video in the public course, and whether the device keeps it (null: still looking). */
  video: Playable | null;
  onDevice: boolean | null;
  pack: CoursePack | undefined;
  packFailed: boolean;
  course: Course | undefined;
  lessonId: string;
}

/** Where the lesson comes from: the device's copy, the pack the server gives this person, or the public course. */
function lessonFrom({ hydrated, signedIn, online, video, onDevice, pack, packFailed, course, lessonId }: LessonSources): Lesson {
  const lecture = course?.videolectures.find((l) => l._id === lessonId);
  const title = lecture?.title;
  if (lecture && video && onDevice) return { state: 'play', title: lecture.title, file: video, fromDevice: true };
  if (lecture && hostedElsewhere(lecture.contentUrl)) return { state: 'elsewhere', title: lecture.title, url: lecture.contentUrl };
  if (!hydrated || (video && onDevice === null)) return { state: 'loading', title };
  if (!signedIn) return course ? { state: 'problem', title, problem: 'locked-signed-out' } : { state: 'loading' };
  const item = pack?.items.find((i) => i.id === lessonId);
  if (pack && !item) return { state: 'problem', problem: 'gone' };
  if (item?.locked) return { state: 'problem', title: item.title, problem: 'locked' };
  if (item?.files[0]) return { state: 'play', title: item.title, file: item.files[0], fromDevice: false };
  if (packFailed || !online) return { state: 'problem', title, problem: online ? 'failed' : 'not-saved' };
  return { state: 'loading', title };
}

/** The lecture's uploaded video as a pack path, from the public course (offline too: the catalogue keeps it). */
function videoOf(course: Course | undefined, lessonId: string): Playable | null {
  const lecture = course?.videolectures.find((l) => l._id === lessonId);
  const name = lecture ? lessonFileName(lecture.contentUrl) : null;
  return course && name ? { url: packFileUrl(course._id, 'lectures', name), contentType: packFileType('lectures', name) } : null;
}

/** Whether the device keeps `url` (the downloads' cache); null while it looks. */
function useOnDevice(url: string | undefined): boolean | null {
  const [kept, setKept] = useState<{ url: string; kept: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    if (url)
      void readPackFile(url).then(
        (found) => live && setKept({ url, kept: found !== undefined }),
        () => live && setKept({ url, kept: false }),
      );
    return () => {
      live = false;
    };
  }, [url]);
  return kept && kept.url === url ? kept.kept : null;
}

export default function PlayerPage({ id, lessonId }: { id: string; lessonId: string }) {
  const course = useQuery(courseQuery(id)).data;
  const hydrated = useHydrated();
  const studentId = useSession((s) => s.student?.studentId);
  const online = useBrowserOnline();
  const video = videoOf(course, lessonId);
  const onDevice = useOnDevice(video?.url);
  const sources = { hydrated, signedIn: Boolean(studentId), online, video, onDevice, pack: undefined, packFailed: false, course, lessonId };
  // The pack is asked for only in the browser, for a signed-in student without the lesson on the device.
  if (hydrated && studentId && onDevice === false) return <WithPack studentId={studentId} courseId={id} sources={sources} />;
  return <LessonScreen courseId={id} course={course} lesson={lessonFrom(sources)} retry={() => undefined} />;
}

function WithPack({ studentId, courseId, sources }: { studentId: string; courseId: string; sources: LessonSources }) {
  const pack = useQuery(coursePackQuery(studentId, courseId));
  const lesson = lessonFrom({ ...sources, pack: pack.data, packFailed: pack.isError });
  return <LessonScreen courseId={courseId} course={sources.course} lesson={lesson} retry={() => void pack.refetch()} />;
}

function LessonScreen({
  courseId,
  course,
  lesson,
  retry,
}: {
  courseId: string;
  course: Course | undefined;
  lesson: Lesson;
  retry: () => void;
}) {
  useDocumentMeta(lesson.title ?? P.metaTitle, course?.title ?? P.metaTitle);
  return (
    <Section id="player" headingLevel={1} title={lesson.title ?? P.metaTitle}>
      <div className={styles.wide}>
        <p className={styles.back}>
          <Link href={coursePath(courseId)}>{course ? PACK.reader.back(course.title) : PACK.reader.backToCourse}</Link>
        </p>
        {lesson.state === 'loading' && <StatusText>{P.loading}</StatusText>}
        {lesson.state === 'problem' && <PackProblem problem={lesson.problem} courseId={courseId} words={P} onRetry={retry} />}
        {lesson.state === 'elsewhere' && (
          <div>
            <p>{P.elsewhere}</p>
            <Button as="external" href={lesson.url}>
              {P.watchElsewhere}
            </Button>
          </div>
        )}
        {lesson.state === 'play' && <Video file={lesson.file} title={lesson.title} fromDevice={lesson.fromDevice} />}
      </div>
    </Section>
  );
}

function Video({ file, title, fromDevice }: { file: Playable; title: string; fromDevice: boolean }) {
  return (
    <div>
      {/* Its ranges come from the device's copy when there is one (sw/course-pack.ts): seeking works offline. */}
      {/* Staff upload no caption files yet (a known gap, issue 40's report): nothing to put in a <track>. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video controls preload="metadata" className={styles.video} aria-label={P.videoLabel(title)} data-testid="lesson-video">
        <source src={file.url} type={file.contentType} />
      </video>
      <p className={styles.source}>{fromDevice ? P.fromDevice : P.streaming}</p>
    </div>
  );
}
