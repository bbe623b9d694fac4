/**
 * What the service worker does on Background Sync: send what the outbox holds, and fail while anything
 * still waits. Only a failed `sync` is tried again by the browser (Chromium: after about 5 and 15 minutes);
 * one that "succeeded" during an outage would leave the queue to the next visit (issue 33).
 */
import type { Outbox } from '../src/offline/outbox';
import { stillToSend } from '../src/offline/outbox-rules';

export async function replayForSync(outbox: Outbox): Promise<void> {
  // The browser fires `sync` when it thinks the network works: everything without an answer is due now.
  await outbox.replay({ reconnected: true, serverBack: true });
  const waiting = (await outbox.list()).filter(stillToSend).length;
  if (waiting) throw new Error(`${waiting} submission(s) still waiting: the browser will try this sync again`);
}
