/**
 * The downloads as the screens see them (no React here): the kept courses as IndexedDB has them, and what
 * is happening now per course. Every change anywhere (this page, another tab, the service worker at the end
 * of a Background Fetch) is announced on one BroadcastChannel, and each page reads the records again.
 */
import { createStore } from 'zustand/vanilla';
import { keptCourses, type KeptCourse } from './kept-courses';

/**
 * `downloading` (with bytes), `waiting-network` (offline or out of reach: it goes on by itself),
 * `waiting-wifi` ("Only on Wi-Fi"), `no-room` (the browser refused to store more), `refused` (no longer
 * enrolled, or the file is gone).
 */
export type ActivityState = 'downloading' | 'waiting-network' | 'waiting-wifi' | 'no-room' | 'refused';

export interface Activity {
  state: ActivityState;
  /** Bytes of this course on the device or on their way, and of all it will take (the progress bar). */
  doneBytes: number;
  totalBytes: number;
  /** For `no-room`: what was needed and what was free, when the browser says. */
  needed?: number;
  free?: number | null;
}

export interface DownloadsState {
  loaded: boolean;
  courses: KeptCourse[];
  activity: Record<string, Activity>;
}

export const downloadsStore = createStore<DownloadsState>(() => ({ loaded: false, courses: [], activity: {} }));

export const CHANNEL = 'codesmart-course-pack';
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

/** Reads the records again into the store (after any change, here or elsewhere). */
export async function reloadKept(): Promise<KeptCourse[]> {
  const courses = await keptCourses().catch(() => [] as KeptCourse[]);
  downloadsStore.setState({ loaded: true, courses });
  return courses;
}

/** Tells every page of the site that the records changed (this one reads them again too). */
export async function announceChange(): Promise<void> {
  channel?.postMessage({ type: 'changed' });
  await reloadKept();
}

const listeners = new Set<() => void>();
channel?.addEventListener('message', () => {
  void reloadKept();
  for (const listener of listeners) listener();
});

/** Runs `changed` when another page or the service worker changed the records. */
export function onChangedElsewhere(changed: () => void): () => void {
  listeners.add(changed);
  return () => listeners.delete(changed);
}

export function setActivity(courseId: string, activity: Activity | null): void {
  const next = { ...downloadsStore.getState().activity };
  if (activity) next[courseId] = activity;
  else delete next[courseId];
  downloadsStore.setState({ activity: next });
}
