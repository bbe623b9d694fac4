/**
 * One note's or lesson's place in the course pack, on the course page (issue 40): for an enrolled student its
 * download (with its size), "On this device", or "Updated — download again"; for anyone else whether it is
 * the free sample or for enrolled students.
 */
import { useQuery } from '@tanstack/react-query';
import { coursePackQuery } from '../../api/queries-pack';
import { SAMPLE_NOTE_INDEX, type PackItem } from '../../contract/course-pack';
import { formatBytes, PACK } from '../../content/course-pack';
import { download } from '../../offline/course-pack/downloads';
import { NoRoomError } from '../../offline/course-pack/storage-room';
import { toast } from '../../lib/toast';
import { useKeptCourse } from '../../offline/course-pack/use-downloads';
import { Button } from '../../ui/Button';
import { warmPdfView } from '../../ui/warm-pdf-view';
import styles from './course-pack.module.css';

const I = PACK.item;

export default function PackItemState({ studentId, courseId, itemId }: { studentId: string; courseId: string; itemId: string }) {
  const pack = useQuery(coursePackQuery(studentId, courseId)).data;
  const kept = useKeptCourse(courseId);
  const item = pack?.items.find((i) => i.id === itemId);
  if (!pack || !item) return null;
  if (pack.access === 'sample') {
    const sample = pack.items.filter((i) => i.kind === 'note')[SAMPLE_NOTE_INDEX]?.id === itemId;
    return <span className={sample ? styles.sample : styles.locked}>{sample ? I.sample : I.locked}</span>;
  }
  if (item.files.length === 0) return null;
  const mine = kept?.items.find((i) => i.id === itemId);
  if (mine && !mine.updated && mine.files.every((f) => f.state === 'kept'))
    return (
      <span className={styles.onDevice} aria-label={I.keptLabel(item.title)}>
        {I.kept}
      </span>
    );
  if (mine && !mine.updated) return <span className={styles.muted}>{I.waiting}</span>;
  return <DownloadItem item={item} updated={Boolean(mine?.updated)} get={() => download(pack, choiceFor(kept, itemId))} />;
}

const choiceFor = (kept: ReturnType<typeof useKeptCourse>, itemId: string) => ({
  itemIds: [itemId],
  wifiOnly: kept?.wifiOnly ?? false,
  autoUpdate: kept?.autoUpdate ?? false,
});

function DownloadItem({ item, updated, get }: { item: PackItem; updated: boolean; get: () => Promise<void> }) {
  const size = formatBytes(item.files.reduce((n, f) => n + f.bytes, 0));
  const start = () => {
    warmPdfView();
    return get().catch((err: unknown) => {
      if (err instanceof NoRoomError) toast.error(PACK.noRoom(formatBytes(err.needed), err.free === null ? null : formatBytes(err.free)));
      else throw err;
    });
  };
  return (
    <Button
      variant={updated ? 'indigo' : 'outline'}
      size="sm"
      onClick={() => void start()}
      aria-label={updated ? I.updatedLabel(item.title) : I.downloadLabel(item.title, size)}
    >
      {updated ? I.updated : I.download(size)}
    </Button>
  );
}
