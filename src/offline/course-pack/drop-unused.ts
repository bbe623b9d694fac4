/**
 * Deletes the bytes at `urls` that no kept file names any more: two lessons may play one video (the demo's
 * do), and removing one must not take the other's copy.
 */
import { keptCourses } from './kept-courses';
import { deletePackFiles } from './pack-cache';

export async function dropUnused(urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const named = new Set((await keptCourses()).flatMap((c) => c.items.flatMap((item) => item.files.map((f) => f.url))));
  await deletePackFiles(urls.filter((url) => !named.has(url)));
}
