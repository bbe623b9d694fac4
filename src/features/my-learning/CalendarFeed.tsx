/**
 * The private calendar feed (decision 71): a secret URL calendar apps subscribe to. The server keeps only
 * its hash, so the URL is shown once, right after it is made; "Make a new link" replaces it (the old one
 * stops at once) and "Turn off" revokes it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryKeys } from '../../api/me-keys';
import { makeCalendarFeed, revokeCalendarFeed, type CalendarFeedLink } from '../../api/queries-me';
import type { MyLearning } from '../../contract/my-learning';
import { MY_LEARNING } from '../../content/my-learning';
import { TOAST_MS } from '../../content/limits';
import { useSession } from '../../session/session';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { useDateFormats } from '../../ui/format';
import styles from './my-learning.module.css';

const COPY = MY_LEARNING.calendarFeed;

export function CalendarFeed({ feed }: { feed: MyLearning['calendarFeed'] }) {
  const studentId = useSession((s) => s.student?.studentId);
  const queryClient = useQueryClient();
  const dates = useDateFormats();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [busy, setBusy] = useState(false);

  const remember = (calendarFeed: MyLearning['calendarFeed']) => {
    if (studentId) queryClient.setQueryData<MyLearning>(meQueryKeys.learning(studentId), (old) => old && { ...old, calendarFeed });
  };
  const act = async (work: () => Promise<void>, done: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
      toast.success(done, { duration: TOAST_MS.default });
    } catch {
      toast.error(COPY.failed, { duration: TOAST_MS.default });
    } finally {
      setBusy(false);
    }
  };
  const make = () =>
    act(async () => {
      const made = await makeCalendarFeed();
      setLink(made);
      remember({ createdAt: made.createdAt });
    }, COPY.made);
  const revoke = () =>
    act(async () => {
      await revokeCalendarFeed();
      setLink(null);
      remember(null);
    }, COPY.revoked);

  return (
    <section aria-labelledby="my-calendar-feed" className={styles.block}>
      <h2 id="my-calendar-feed">{COPY.title}</h2>
      <p>{COPY.lead}</p>
      {link ? <FeedLink url={link.url} /> : <p className={styles.empty}>{feed ? COPY.active(dates.date(feed.createdAt)) : COPY.none}</p>}
      <div className={styles.actions}>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void make()}>
          {feed || link ? COPY.regenerate : COPY.create}
        </Button>
        {(feed || link) && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void revoke()}>
            {COPY.revoke}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The new URL, shown this once, with a copy button. */
function FeedLink({ url }: { url: string }) {
  return (
    <div className={styles.feedLink}>
      <p>{COPY.newLink}</p>
      <code className={styles.url} data-testid="calendar-feed-url">
        {url}
      </code>
      <CopyButton text={url} label={COPY.copyLabel} copiedText={COPY.copied} failedText={COPY.copyFailed} />
    </div>
  );
}
