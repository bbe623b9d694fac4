import type { OutboxItem } from './outbox';

/**
 * Waiting because the academy could not be reached: its last try got no answer (or none in time). Under
 * lie-fi (the device says it is online, the server is out of reach) the page watches for this, and says
 * so. Its own module: the banner, in every first load, needs it without the outbox behind it.
 */
export function waitsForServer(item: Pick<OutboxItem, 'status' | 'failure'>): boolean {
  return item.status === 'queued' && (item.failure === 'network' || item.failure === 'timeout');
}
