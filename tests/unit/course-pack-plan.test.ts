/**
 * Issue 40 on the device, the pure parts: what a download plans (the size first, what is already kept),
 * what a sync does with a changed, removed or locked item (decisions 162, 163), sizes as people read them,
 * and which chunks of the build are the reader's (never precached).
 */
import { describe, expect, it } from 'vitest';
import type { CoursePack, PackItem } from '../../src/contract/course-pack';
import { isPackAsset, isPackCode } from '../../src/contract/pack-code';
import { formatBytes } from '../../src/content/course-pack';
import { stoppedShort, withoutWaiting, type KeptCourse } from '../../src/offline/course-pack/kept-courses';
import { courseBytes, keptBytes, planDownload, syncWithPack, waitingBytes } from '../../src/offline/course-pack/pack-plan';

const file = (url: string, bytes: number, version = 'v1', kind: 'text' | 'pdf' | 'video' = 'text') => ({
  url,
  kind,
  bytes,
  version,
  contentType: 'application/octet-stream',
});
const note = (id: string, files = [file(`/n/${id}`, 100), file(`/f/${id}.pdf`, 1000, 'v1', 'pdf')]): PackItem => ({
  id,
  kind: 'note',
  title: `Note ${id}`,
  files,
  locked: false,
});
const lesson = (id: string, more: Partial<PackItem> = {}): PackItem => ({
  id,
  kind: 'lesson',
  title: `Lesson ${id}`,
  files: [file(`/v/${id}.webm`, 50_000, 'v1', 'video')],
  locked: false,
  ...more,
});
const pack = (items: PackItem[], access: CoursePack['access'] = 'full'): CoursePack => ({
  courseId: 'c1',
  title: 'MERN',
  access,
  signedIn: true,
  items,
});
const choice = { wifiOnly: false, autoUpdate: false };
const keepAll = (course: KeptCourse): KeptCourse => ({
  ...course,
  items: course.items.map((i) => ({ ...i, files: i.files.map((f) => ({ ...f, state: 'kept' as const })) })),
});

describe('planning a download', () => {
  it('queues every file the pack unlocks and says its size first; locked items and lessons hosted elsewhere have none', () => {
    const p = pack([
      note('a'),
      lesson('b'),
      lesson('c', { files: [], externalUrl: 'https://youtube.com/x' }),
      { ...note('d'), files: [], locked: true },
    ]);
    const plan = planDownload(p, undefined, choice, 5);
    expect(plan.course.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(plan.queuedBytes).toBe(51_100);
    expect(plan.course.addedAt).toBe(5);
    expect(plan.course.items.flatMap((i) => i.files).every((f) => f.state === 'queued')).toBe(true);
  });

  it('downloading again fetches only what changed, and lets go of a file replaced under a new name', () => {
    const before = keepAll(planDownload(pack([note('a'), lesson('b')]), undefined, choice, 1).course);
    const changed = pack([note('a', [file('/n/a', 120, 'v2'), file('/f/a2.pdf', 900, 'v1', 'pdf')]), lesson('b')]);
    const plan = planDownload(changed, before, choice, 2);
    expect(plan.queuedBytes).toBe(1020);
    expect(plan.obsoleteUrls).toEqual(['/f/a.pdf']);
    expect(plan.course.items.find((i) => i.id === 'b')!.files[0]!.state).toBe('kept');
    expect(plan.course.addedAt).toBe(1);
  });

  it('one item adds to what is kept, in the pack’s order', () => {
    const first = keepAll(planDownload(pack([note('a'), lesson('b')]), undefined, { ...choice, itemIds: ['b'] }, 1).course);
    const plan = planDownload(pack([note('a'), lesson('b')]), first, { ...choice, itemIds: ['a'] }, 2);
    expect(plan.course.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(plan.queuedBytes).toBe(1100);
    expect(courseBytes(plan.course)).toBe(51_100);
    expect(keptBytes(plan.course)).toBe(50_000);
    expect(waitingBytes(plan.course)).toBe(1100);
  });
});

describe('a sync with the academy', () => {
  const kept = keepAll(planDownload(pack([note('a'), note('b'), lesson('c')]), undefined, choice, 1).course);

  it('marks an item whose files changed as updated, keeping its copy', () => {
    const synced = syncWithPack(
      kept,
      pack([note('a', [file('/n/a', 100, 'v2'), file('/f/a.pdf', 1000, 'v1', 'pdf')]), note('b'), lesson('c')]),
      false,
    );
    expect(synced.updatedIds).toEqual(['a']);
    expect(synced.course!.items.find((i) => i.id === 'a')).toMatchObject({ updated: true, files: [{ version: 'v1', state: 'kept' }, {}] });
    expect(synced.removedUrls).toEqual([]);
  });

  it('fetches it again instead when automatic updates may run', () => {
    const synced = syncWithPack(
      kept,
      pack([note('a', [file('/n/a', 100, 'v2'), file('/f/a.pdf', 1000, 'v1', 'pdf')]), note('b'), lesson('c')]),
      true,
    );
    const a = synced.course!.items.find((i) => i.id === 'a')!;
    expect(a.updated).toBeUndefined();
    expect(a.files.map((f) => f.state)).toEqual(['queued', 'kept']);
  });

  it('drops an item the academy removed, and one no longer unlocked; a course gone drops everything', () => {
    const synced = syncWithPack(kept, pack([note('a'), { ...note('b'), files: [], locked: true }]), false);
    expect(synced.course!.items.map((i) => i.id)).toEqual(['a']);
    expect(synced.removedUrls.sort()).toEqual(['/f/b.pdf', '/n/b', '/v/c.webm']);
    const gone = syncWithPack(kept, null, false);
    expect(gone.course).toBeNull();
    expect(gone.removedUrls).toHaveLength(5);
  });
});

describe('a download cut short', () => {
  it('keeps what is whole and drops a note whose PDF had not come', () => {
    const planned = planDownload(pack([note('a'), lesson('b')]), undefined, choice, 1).course;
    const partly: KeptCourse = {
      ...planned,
      items: [
        { ...planned.items[0]!, files: [{ ...planned.items[0]!.files[0]!, state: 'kept' }, planned.items[0]!.files[1]!] },
        { ...planned.items[1]!, files: [{ ...planned.items[1]!.files[0]!, state: 'kept' }] },
      ],
    };
    const left = withoutWaiting(partly);
    expect(left.course!.items.map((i) => i.id)).toEqual(['b']);
    expect(left.droppedUrls).toEqual(['/n/a', '/f/a.pdf']);
    const short = stoppedShort(planned, { reason: 'no-room', needed: 10, free: 2 });
    expect(short.course.items).toEqual([]);
    expect(short.course.stopped).toEqual({ reason: 'no-room', needed: 10, free: 2 });
  });
});

describe('sizes and the build', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(120_672)).toBe('118 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
  it('puts pdf.js and the PDF view, and nothing else, in the reader’s own chunks', () => {
    expect(isPackCode(['/r/node_modules/pdfjs-dist/build/pdf.mjs', '/r/src/ui/pdf-view/PdfView.tsx'])).toBe(true);
    expect(isPackCode(['/r/node_modules/pdfjs-dist/build/pdf.mjs', '/r/src/ui/Button.tsx'])).toBe(false);
    expect(isPackCode([])).toBe(false);
    expect(isPackCode(['/r/node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url'])).toBe(false);
    expect(isPackAsset(['pdf.worker.min.mjs'])).toBe(true);
    expect(isPackAsset(['index.css'])).toBe(false);
  });
});
