/** The outbox's wiring, in its own chunk: it is not needed to paint the first screen. */
import { OutboxBridge } from './OutboxBridge';

export default function Notifications() {
  return <OutboxBridge />;
}
