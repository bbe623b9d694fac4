/**
 * "Downloads" in My learning (issue 40): each downloaded course with its size and what of it is on this
 * device, the room this site uses and may use (`navigator.storage.estimate()`), whether the browser keeps it
 * safe from clearing (persistent storage), and Remove per course and per note or lesson. Looking here checks
 * the downloads against the academy (what it updated or removed). Loaded only on a device with downloads.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { coursePackQuery } from '../../api/queries-pack';
import { formatBytes, PACK } from '../../content/course-pack';
import { cancelDownload, download, removeDownload } from '../../offline/course-pack/downloads';
import { syncDownloads } from '../../offline/course-pack/freshness';
import type { KeptCourse, KeptItem } from '../../offline/course-pack/kept-courses';
import { keptBytes } from '../../offline/course-pack/pack-plan';
import { storageUse, type StorageUse } from '../../offline/course-pack/storage-room';
import { useActivity, useDownloads } from '../../offline/course-pack/use-downloads';
import { Button } from '../../ui/Button';
import { coursePath, lessonPath, notePath } from '../../ui/course-paths';
import { DownloadProgress } from '../../ui/DownloadProgress';
import { Link } from '../../ui/Link';
import styles from './my-learning.module.css';

const D = PACK.downloads;

/** The estimate, read again whenever what is kept changes (a removal shows its room given back). */
function useStorage(courses: readonly KeptCourse[]): { use: StorageUse | null; persisted: boolean | null } {
  const [use, setUse] = useState<StorageUse | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void storageUse().then((u) => live && setUse(u));
    void navigator.storage?.persisted?.().then(
      (p) => live && setPersisted(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [courses]);
  return { use, persisted };
}

export default function Downloads({ studentId }: { studentId: string }) {
  const courses = useDownloads((s) => s.courses);
  const loaded = useDownloads((s) => s.loaded);
  const { use, persisted } = useStorage(courses);
  useEffect(() => void syncDownloads({ now: true }), []);
  return (
    <section id="downloads" aria-labelledby="downloads-title" className={`${styles.block} ${styles.downloads}`}>
      <h2 id="downloads-title">{D.title}</h2>
      <p className={styles.meta}>{D.lead}</p>
      <p data-testid="storage-usage">{use ? D.usage(formatBytes(use.usage), formatBytes(use.quota)) : D.usageUnknown}</p>
      {persisted !== null && <p className={styles.meta}>{persisted ? D.persisted : D.notPersisted}</p>}
      {loaded && courses.length === 0 && <p className={styles.empty}>{D.empty}</p>}
      <ul className={styles.list}>
        {courses.map((course) => (
          <DownloadedCourse key={course.courseId} course={course} studentId={studentId} />
        ))}
      </ul>
    </section>
  );
}

function DownloadedCourse({ course, studentId }: { course: KeptCourse; studentId: string }) {
  const activity = useActivity(course.courseId);
  const updated = course.items.some((item) => item.updated);
  return (
    <li className={styles.item} aria-labelledby={`download-${course.courseId}`}>
      <h3 className={styles.itemTitle} id={`download-${course.courseId}`}>
        <Link href={coursePath(course.courseId)}>{course.title}</Link>
      </h3>
      <p className={styles.meta}>{D.courseSize(formatBytes(keptBytes(course)))}</p>
      {activity && activity.state !== 'no-room' && activity.state !== 'refused' && (
        <DownloadProgress
          title={course.title}
          state={activity.state}
          done={activity.doneBytes}
          total={activity.totalBytes}
          onCancel={() => void cancelDownload(course.courseId)}
        />
      )}
      {course.stopped?.reason === 'no-room' && (
        <p role="alert">
          {PACK.noRoom(formatBytes(course.stopped.needed), course.stopped.free === null ? null : formatBytes(course.stopped.free))}
        </p>
      )}
      {updated && <UpdatedNotice course={course} studentId={studentId} />}
      <ul className={styles.downloadItems} aria-label={D.items}>
        {course.items.map((item) => (
          <DownloadedItem key={item.id} courseId={course.courseId} item={item} />
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={() => void removeDownload(course.courseId)} aria-label={D.removeCourse(course.title)}>
        {D.removeAll}
      </Button>
    </li>
  );
}

function UpdatedNotice({ course, studentId }: { course: KeptCourse; studentId: string }) {
  const pack = useQuery(coursePackQuery(studentId, course.courseId)).data;
  const ids = course.items.filter((item) => item.updated).map((item) => item.id);
  return (
    <div className={styles.updated}>
      <p>{PACK.panel.updated(ids.length)}</p>
      {pack && (
        <Button size="sm" onClick={() => void download(pack, { itemIds: ids, wifiOnly: course.wifiOnly, autoUpdate: course.autoUpdate })}>
          {PACK.panel.downloadAgain}
        </Button>
      )}
    </div>
  );
}

function DownloadedItem({ courseId, item }: { courseId: string; item: KeptItem }) {
  const bytes = item.files.reduce((n, f) => n + f.bytes, 0);
  const kinds = item.files.map((f) => PACK.kinds[f.kind]).join(' + ');
  const href = item.kind === 'note' ? notePath(courseId, item.id) : lessonPath(courseId, item.id);
  return (
    <li className={styles.downloadItem}>
      <span>
        <span className={styles.badge}>{PACK.kinds[item.kind]}</span> <Link href={href}>{item.title}</Link>{' '}
        <span className={styles.meta}>
          {kinds} · {formatBytes(bytes)}
        </span>
        {item.updated && <span className={styles.updatedMark}> {PACK.item.updated}</span>}
      </span>
      <Button variant="ghost" size="sm" onClick={() => void removeDownload(courseId, item.id)} aria-label={D.removeItem(item.title)}>
        {D.remove}
      </Button>
    </li>
  );
}
