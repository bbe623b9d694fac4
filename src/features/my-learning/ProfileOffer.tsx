/**
 * "Use the details from your enrollment?" (decision 114): an enrollment fills only the empty fields of a
 * profile; where the newest one says something else than a filled field, the student chooses here. Using
 * them saves the profile; keeping it tells the server not to ask again for that enrollment. Both need the
 * network, like every profile change (ProfileForm.tsx says why).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http';
import { meQueryKeys } from '../../api/me-keys';
import { keepProfile, updateProfile } from '../../api/queries-me';
import type { MyLearning, MyProfile, ProfileOffer as Offer } from '../../contract/my-learning';
import { MY_LEARNING } from '../../content/my-learning';
import { Button } from '../../ui/Button';
import { useDateFormats } from '../../ui/format';
import styles from './my-learning.module.css';

const COPY = MY_LEARNING.profileOffer;
type Busy = 'use' | 'keep' | null;

export function ProfileOffer({ offer, profile }: { offer: Offer; profile: MyProfile }) {
  const dates = useDateFormats();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [said, setSaid] = useState('');
  const settle = (saved: MyProfile) =>
    queryClient.setQueryData<MyLearning>(
      meQueryKeys.learning(profile.studentId),
      (old) => old && { ...old, profile: saved, profileOffer: null },
    );
  const run = async (what: Exclude<Busy, null>, work: () => Promise<string>) => {
    if (busy) return;
    if (!navigator.onLine) return setSaid(COPY.offline);
    setBusy(what);
    setSaid('');
    try {
      setSaid(await work());
    } catch (err) {
      setSaid(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : COPY.failed);
    } finally {
      setBusy(null);
    }
  };
  const use = () =>
    run('use', async () => {
      settle(await updateProfile({ fullName: offer.fullName ?? profile.fullName ?? '', email: offer.email ?? profile.email ?? '' }));
      return COPY.used;
    });
  const keep = () =>
    run('keep', async () => {
      await keepProfile();
      settle(profile);
      return COPY.kept;
    });
  return (
    <div className={styles.offer} role="region" aria-labelledby="profile-offer">
      <h3 id="profile-offer">{COPY.title}</h3>
      <p>{COPY.lead(offer.courseTitle, dates.date(offer.sentAt))}</p>
      <dl className={styles.offerFields}>
        {offer.fullName !== null && <OfferedField term={COPY.fullName} typed={offer.fullName} current={profile.fullName} />}
        {offer.email !== null && <OfferedField term={COPY.email} typed={offer.email} current={profile.email} />}
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => void use()} disabled={busy !== null} aria-busy={busy === 'use'}>
          {busy === 'use' ? COPY.using : COPY.use}
        </Button>
        <Button variant="outline" onClick={() => void keep()} disabled={busy !== null} aria-busy={busy === 'keep'}>
          {busy === 'keep' ? COPY.keeping : COPY.keep}
        </Button>
      </div>
      <p role="status" className={styles.empty}>
        {said}
      </p>
    </div>
  );
}

function OfferedField({ term, typed, current }: { term: string; typed: string; current: string | null }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{COPY.typed(typed)}</dd>
      <dd className={styles.meta}>{COPY.current(current || COPY.empty)}</dd>
    </div>
  );
}
