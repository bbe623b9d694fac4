/**
 * "Take this course with you" (issue 40): a signed-in student's download of the course for offline use. The
 * size first, then the download with its progress (which goes on while the person browses elsewhere), a
 * cancel, and afterwards what is on the device, what the academy updated, and a removal. Loaded only for a
 * signed-in student, after the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { coursePackQuery } from '../../api/queries-pack';
import type { CoursePack } from '../../contract/course-pack';
import { formatBytes, PACK } from '../../content/course-pack';
import { toast } from '../../lib/toast';
import { cancelDownload, download, removeDownload } from '../../offline/course-pack/downloads';
import type { KeptCourse } from '../../offline/course-pack/kept-courses';
import { canTellWifi } from '../../offline/course-pack/network-kind';
import { downloadable, keptBytes, planDownload } from '../../offline/course-pack/pack-plan';
import { NoRoomError } from '../../offline/course-pack/storage-room';
import { useActivity, useDownloads, useKeptCourse } from '../../offline/course-pack/use-downloads';
import { Button } from '../../ui/Button';
import { DownloadProgress } from '../../ui/DownloadProgress';
import { warmPdfView } from '../../ui/warm-pdf-view';
import styles from './course-pack.module.css';

const P = PACK.panel;

export default function CoursePackPanel({
  studentId,
  courseId,
  title,
  holding = null,
}: {
  studentId: string;
  courseId: string;
  title: string;
  /** Shown while the first answer is read and nothing is on the device or on its way (the page's PackPanelHolding). */
  holding?: ReactNode;
}) {
  const pack = useQuery(coursePackQuery(studentId, courseId));
  const kept = useKeptCourse(courseId);
  const activity = useActivity(courseId);
  // The answer decides the panel's size (a sample's note is shorter than a download's controls): one size until then.
  // Not while the read waits for a connection (offline): the panel then says what it can, as before.
  if (pack.isPending && pack.fetchStatus !== 'paused' && !kept && !activity) return holding;
  // Offline with nothing on the device: a student not enrolled must not be promised a download.
  const unknown = pack.isPending && !kept && !activity;
  return (
    <section className={styles.panel} aria-labelledby="pack-title">
      <h2 id="pack-title" className={styles.panelTitle}>
        {P.title}
      </h2>
      {unknown ? <p className={styles.muted}>{P.offlineUnknown}</p> : pack.data?.access === 'sample' ? <p>{P.sample}</p> : <p>{P.lead}</p>}
      {!unknown && pack.data?.access !== 'sample' && (
        <PanelBody
          pack={pack.data}
          failed={pack.isError}
          offline={pack.fetchStatus === 'paused'}
          kept={kept}
          title={title}
          courseId={courseId}
        />
      )}
    </section>
  );
}

interface BodyProps {
  pack: CoursePack | undefined;
  failed: boolean;
  /** The read waits for a connection: "Checking the size…" would never end. */
  offline: boolean;
  kept: KeptCourse | undefined;
  title: string;
  courseId: string;
}

function PanelBody({ pack, failed, offline, kept, title, courseId }: BodyProps) {
  const activity = useActivity(courseId);
  const [asking, setAsking] = useState(false);
  if (activity && activity.state !== 'no-room' && activity.state !== 'refused')
    return (
      <DownloadProgress
        title={title}
        state={activity.state}
        done={activity.doneBytes}
        total={activity.totalBytes}
        onCancel={() => void cancelDownload(courseId).then(() => toast.info(P.cancelled))}
      />
    );
  if (asking && pack) return <Confirm pack={pack} kept={kept} onDone={() => setAsking(false)} />;
  return (
    <>
      {kept && <KeptSummary kept={kept} pack={pack} />}
      {kept?.stopped?.reason === 'no-room' && <NoRoom needed={kept.stopped.needed} free={kept.stopped.free} />}
      {kept?.stopped?.reason === 'refused' && <p role="alert">{P.refused}</p>}
      <PanelActions pack={pack} failed={failed} offline={offline} kept={kept} onAsk={() => setAsking(true)} />
    </>
  );
}

function PanelActions({
  pack,
  failed,
  offline,
  kept,
  onAsk,
}: {
  pack: CoursePack | undefined;
  failed: boolean;
  offline: boolean;
  kept: KeptCourse | undefined;
  onAsk: () => void;
}) {
  const missing = pack ? planDownload(pack, kept, { wifiOnly: false, autoUpdate: false }, 0).queuedBytes : 0;
  const updated = kept?.items.filter((item) => item.updated).length ?? 0;
  return (
    <div className={styles.actions}>
      {!pack && !failed && <p className={styles.muted}>{offline ? P.sizeOffline : P.sizing}</p>}
      {failed && !pack && <p className={styles.muted}>{P.sizeFailed}</p>}
      {pack && (!kept || missing > 0) && <Button onClick={onAsk}>{!kept ? P.download : updated > 0 ? P.downloadAgain : P.rest}</Button>}
      {kept && (
        <Button
          variant="outline"
          onClick={() => void removeDownload(kept.courseId).then(() => toast.success(PACK.panel.removed(kept.title)))}
        >
          {P.remove}
        </Button>
      )}
    </div>
  );
}

function KeptSummary({ kept, pack }: { kept: KeptCourse; pack: CoursePack | undefined }) {
  const all = pack ? downloadable(pack).length : kept.items.length;
  const whole = kept.items.filter((item) => item.files.every((f) => f.state === 'kept')).length;
  const size = formatBytes(keptBytes(kept));
  const updated = kept.items.filter((item) => item.updated).length;
  return (
    <>
      <p className={styles.kept}>{whole >= all ? P.kept(size) : P.partly(whole, all, size)}</p>
      {updated > 0 && <p className={styles.updated}>{P.updated(updated)}</p>}
    </>
  );
}

/** The browser would store no more: says so, and which downloads take the most room, each with its Remove. */
function NoRoom({ needed, free }: { needed: number; free: number | null }) {
  const largest = useDownloads((s) => s.courses)
    .filter((c) => keptBytes(c) > 0)
    .sort((a, b) => keptBytes(b) - keptBytes(a))
    .slice(0, 3);
  return (
    <div className={styles.problem} role="alert">
      <p>{PACK.noRoom(formatBytes(needed), free === null ? null : formatBytes(free))}</p>
      {largest.length > 0 && (
        <ul className={styles.largest}>
          {largest.map((c) => (
            <li key={c.courseId}>
              {PACK.largest(c.title, formatBytes(keptBytes(c)))}{' '}
              <Button variant="ghost" size="sm" onClick={() => void removeDownload(c.courseId)}>
                {PACK.downloads.removeCourse(c.title)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The size first, the options, then the download (or why it cannot fit). */
function Confirm({ pack, kept, onDone }: { pack: CoursePack; kept: KeptCourse | undefined; onDone: () => void }) {
  const [wifiOnly, setWifiOnly] = useState(kept?.wifiOnly ?? false);
  const [autoUpdate, setAutoUpdate] = useState(kept?.autoUpdate ?? false);
  const [noRoom, setNoRoom] = useState<NoRoomError | null>(null);
  const plan = planDownload(pack, kept, { wifiOnly, autoUpdate }, 0);
  const items = plan.course.items.filter((item) => item.files.some((f) => f.state !== 'kept')).length;
  const start = async () => {
    // The reader's code comes with the first download, so that the PDFs open offline (decision 164).
    warmPdfView();
    try {
      await download(pack, { wifiOnly, autoUpdate });
      onDone();
    } catch (err) {
      if (err instanceof NoRoomError) setNoRoom(err);
      else throw err;
    }
  };
  return (
    <div className={styles.confirm} role="group" aria-labelledby="pack-confirm">
      <h3 id="pack-confirm" className={styles.confirmTitle}>
        {P.confirmTitle}
      </h3>
      <p>{items > 0 ? P.confirm(items, formatBytes(plan.queuedBytes)) : P.nothingNew}</p>
      {canTellWifi() && <Check label={P.wifiOnly} checked={wifiOnly} onChange={setWifiOnly} />}
      <Check label={P.autoUpdate} checked={autoUpdate} onChange={setAutoUpdate} />
      {noRoom && <NoRoom needed={noRoom.needed} free={noRoom.free} />}
      <div className={styles.actions}>
        <Button onClick={() => void start()} disabled={items === 0}>
          {P.start}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {P.notNow}
        </Button>
      </div>
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}
