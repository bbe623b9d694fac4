/**
 * Keeping downloads true to the academy (decision 163): at a start online, when the connection comes back
 * and when the person looks at their downloads, each kept course's pack is asked again. A note or file staff
 * changed is marked "updated" (or fetched again by itself when the person chose automatic updates and the
 * network allows it); what the academy removed, or no longer gives this person, leaves the device.
 */
import { dropUnused } from './drop-unused';
import { ApiError, apiRequest } from '../../api/http';
import { pathTo } from '../../contract/api-routes';
import { PACK_PATHS, type CoursePack } from '../../contract/course-pack';
import type { DataBody } from '../../contract';
import { startBackgroundFetch } from './background-fetch';
import { announceChange } from './downloads-store';
import { changeKeptCourse, keptCourses } from './kept-courses';
import { mayUpdateByItself } from './network-kind';
import { syncWithPack } from './pack-plan';
import { kickQueue, waitsForWifi } from './page-queue';
import { markDownloads } from './presence';

/** The pack as the server gives it to this person now; null when the course is gone; undefined when it cannot say. */
async function packNow(courseId: string): Promise<CoursePack | null | undefined> {
  try {
    return (await apiRequest<DataBody<CoursePack>>(pathTo(PACK_PATHS.pack, { id: courseId }))).data;
  } catch (err) {
    // 404: unpublished or deleted. Anything else (offline, a 5xx) decides nothing.
    return err instanceof ApiError && err.status === 404 ? null : undefined;
  }
}

const MIN_GAP_MS = 60_000;
let last = 0;
let running: Promise<void> | null = null;

/** Syncs every kept course; at most once a minute unless `now` (a look at the downloads, a test). */
export function syncDownloads({ now = false } = {}): Promise<void> {
  if (running) return running;
  if (!now && Date.now() - last < MIN_GAP_MS) return Promise.resolve();
  last = Date.now();
  running = syncAll().finally(() => {
    running = null;
  });
  return running;
}

async function syncAll(): Promise<void> {
  const refresh = mayUpdateByItself();
  for (const kept of await keptCourses()) {
    const pack = await packNow(kept.courseId);
    // A session that ended (72 hours unused) is no answer about enrolment: kept until the person logs in again.
    if (pack === undefined || pack?.signedIn === false) continue;
    let removed: string[] = [];
    const after = await changeKeptCourse(kept.courseId, (c) => {
      if (!c) return undefined;
      const synced = syncWithPack(c, pack, c.autoUpdate && refresh);
      removed = synced.removedUrls;
      return synced.course;
    });
    await dropUnused(removed);
    const waiting = after?.items.some((item) => item.files.some((f) => f.state === 'queued'));
    if (after && waiting && !waitsForWifi(after) && !(await startBackgroundFetch(after).catch(() => false))) kickQueue();
  }
  if ((await keptCourses()).length === 0) markDownloads(false);
  await announceChange();
}
