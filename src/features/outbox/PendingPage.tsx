/**
 * Everything the outbox holds (issue 15): what is waiting to go, what needs the person (with the form
 * filled in as sent and the server's errors beside the fields), and a history of what was delivered this
 * week, each with a read-only copy of what was sent, its state, attempts and last error.
 */
import { toast } from '../../lib/toast';
import { useStore } from 'zustand';
import { PENDING } from '../../content/pending';
import { TOAST_MS } from '../../content/limits';
import { outbox } from '../../offline/app-outbox';
import type { OutboxItem } from '../../offline/outbox';
import { isPending, outboxStore } from '../../offline/outbox-store';
import { useOnline } from '../../offline/use-online';
import { waitsForServer } from '../../offline/waits-for-server';
import { FORMS } from '../../content/form-words';
import { storagePersistence } from '../../offline/persistent-storage';
import { formatDateTime } from '../../contract/date-format';
import { Button } from '../../ui/Button';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import { FixAndResend } from './FixAndResend';
import { itemTitle, triesText } from './item-words';
import { SentContent } from './SentContent';
import styles from './pending.module.css';

export default function PendingPage() {
  useDocumentMeta(PENDING.title, PENDING.lead);
  const items = useStore(outboxStore, (s) => s.items);
  const loaded = useStore(outboxStore, (s) => s.loaded);
  const mayBeCleared = useStore(storagePersistence, (s) => s.state === 'best-effort');
  const newestFirst = [...items].reverse();
  const waiting = newestFirst.filter(isPending);
  const delivered = newestFirst.filter((i) => !isPending(i));
  return (
    <Section id="pending" title={PENDING.title} lead={PENDING.lead} headingLevel={1}>
      {!loaded && <StatusText>{PENDING.loading}</StatusText>}
      {loaded && waiting.length === 0 && <StatusText>{PENDING.empty}</StatusText>}
      <WhyWaiting items={waiting} />
      {waiting.length > 0 && mayBeCleared && <p className={styles.note}>{PENDING.mayBeCleared}</p>}
      {waiting.length > 0 && <ItemList title={PENDING.waitingTitle} items={waiting} />}
      {loaded && <History items={delivered} />}
    </Section>
  );
}

/** Why things wait, truthfully: the device is offline, or it is online and the academy did not answer (lie-fi). */
function WhyWaiting({ items }: { items: OutboxItem[] }) {
  const online = useOnline();
  if (!items.some((i) => i.status === 'queued')) return null;
  if (!online) return <StatusText>{PENDING.waitingOffline}</StatusText>;
  return items.some(waitsForServer) ? <StatusText>{FORMS.unreachable}</StatusText> : null;
}

function History({ items }: { items: OutboxItem[] }) {
  const clear = async () => {
    await outbox.clearHistory();
    toast.success(PENDING.historyCleared, { duration: TOAST_MS.default });
  };
  return (
    <div className={styles.history}>
      <ItemList title={PENDING.historyTitle} items={items} />
      {items.length === 0 ? (
        <StatusText>{PENDING.historyEmpty}</StatusText>
      ) : (
        <Button size="sm" variant="outline" onClick={() => void clear()}>
          {PENDING.clearHistory}
        </Button>
      )}
    </div>
  );
}

function ItemList({ title, items }: { title: string; items: OutboxItem[] }) {
  const id = `pending-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <PendingItem item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PendingItem({ item }: { item: OutboxItem }) {
  return (
    <article className={cards.card} aria-labelledby={`item-${item.id}`} data-testid="outbox-item">
      <div className={styles.head}>
        <h3 id={`item-${item.id}`} className={`${cards.cardTitle} ${styles.title}`}>
          {itemTitle(item)}
        </h3>
        <span data-testid="pending-status" className={styles.status} data-status={item.status}>
          {PENDING.status[item.status]}
        </span>
      </div>
      <ItemState item={item} />
      {item.status === 'queued' && (
        <div>
          <Button size="sm" variant="outline" onClick={() => void outbox.retry(item.id)}>
            {PENDING.retry}
          </Button>
        </div>
      )}
      {item.status === 'needs-attention' ? <FixAndResend item={item} /> : <SentContent payload={item.payload} />}
    </article>
  );
}

/** When it was saved or delivered, and how its tries went, in plain words. */
function ItemState({ item }: { item: OutboxItem }) {
  const delivered = item.status === 'sent';
  const tries = triesText(item);
  return (
    <>
      <p className={cards.meta}>
        {delivered && item.sentAt ? PENDING.sentAt(formatDateTime(item.sentAt)) : PENDING.savedAt(formatDateTime(item.createdAt))}
      </p>
      {tries && <p className={cards.small}>{tries}</p>}
      {delivered && item.message && <p className={cards.small}>{item.message}</p>}
    </>
  );
}
