/**
 * A student's downloads leave the device with them at logout (decision 163): the next person on a shared
 * phone must not find the course they paid for. Loads the downloads' code only when there are some.
 */
import { hasDownloads } from './presence';

export async function forgetDownloads(): Promise<void> {
  if (!hasDownloads()) return;
  const { removeAllDownloads } = await import('./downloads');
  await removeAllDownloads();
}
