/**
 * The staff console (issue 20), its own lazy screen: nothing of it is in a visitor's first load. It
 * needs a connection (its answers are never kept on the device: not by the offline query cache, not by
 * the service worker), and a role that only the server knows: `GET /api/staff/me` answers it, 401 for a
 * visitor and 403 for a student.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactElement } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import { STAFF } from '../../content/staff';
import { useBrowserOnline } from '../../lib/browser-online';
import { useHydrated } from '../../lib/client-values';
import { useSession } from '../../session/session';
import { Button } from '../../ui/Button';
import { useDialogs } from '../../ui/dialogs-store';
import { LoadProblem } from '../../ui/LoadProblem';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { ContentSection } from './ContentSection';
import { SESSION_ROLE_KEY } from '../../api/staff-keys';
import { readMe, StaffError, staffKeys } from './staff-api';

import styles from './staff.module.css';

export default function StaffPage() {
  useDocumentMeta(STAFF.metaTitle, STAFF.metaDescription);
  // The server renders every page signed out: who is signed in is known once the page is the browser's own.
  const hydrated = useHydrated();
  const student = useSession((s) => s.student);
  const online = useBrowserOnline();
  return (
    <Section id="staff" title={STAFF.title} lead={STAFF.lead} headingLevel={1}>
      {!hydrated ? (
        <StatusText>{STAFF.checking}</StatusText>
      ) : (
        <>
          {!online && <Offline />}
          {/* Kept, hidden, while offline: a record half typed when the connection drops is there when it is back. */}
          <div hidden={!online}>{student ? <Console /> : <SignedOut />}</div>
        </>
      )}
    </Section>
  );
}

function Offline() {
  return (
    <div className={styles.notice} role="region" aria-labelledby="staff-offline">
      <h2 id="staff-offline">{STAFF.offline.title}</h2>
      <p>{STAFF.offline.text}</p>
    </div>
  );
}

function SignedOut() {
  const openLogin = useDialogs((s) => s.openLogin);
  return (
    <div className={styles.notice} role="region" aria-labelledby="staff-signed-out">
      <h2 id="staff-signed-out">{STAFF.signedOut.title}</h2>
      <p>{STAFF.signedOut.text}</p>
      <Button onClick={openLogin}>{STAFF.signedOut.login}</Button>
    </div>
  );
}

function Console() {
  const me = useQuery({
    queryKey: staffKeys.me(),
    queryFn: readMe,
    // The role is the server's to say, now: not a copy from before, and a 401/403 is final.
    networkMode: 'online',
    staleTime: 0,
    retry: false,
  });
  // After an e-mail is confirmed the role is asked for again; the form and its message stay meanwhile
  // (a query with no data goes back to pending while it refetches).
  const [rechecking, setRechecking] = useState(false);
  const queryClient = useQueryClient();
  const recheck = () => {
    setRechecking(true);
    // The navbar's link too: the proven address may have given a role.
    void queryClient.invalidateQueries({ queryKey: SESSION_ROLE_KEY });
    void me.refetch().finally(() => setRechecking(false));
  };
  const notStaff = me.error instanceof StaffError && me.error.status === 403;
  if (notStaff || (me.isPending && rechecking)) return <NotStaff onConfirmed={recheck} />;
  if (me.isPending) return <StatusText>{STAFF.checking}</StatusText>;
  if (me.error instanceof StaffError && me.error.status === 401) return <SignedOut />;
  if (me.isError) return <LoadProblem message={STAFF.failed} onRetry={() => void me.refetch()} />;
  return (
    <div className={styles.console}>
      <p className={styles.who}>{STAFF.signedInAs(me.data.identifier, me.data.role)}</p>
      <Sections admin={me.data.role === 'admin'} />
    </div>
  );
}

/** A signed-in person without a role: perhaps invited by an e-mail they have not proven yet (decision 92). */
function NotStaff({ onConfirmed }: { onConfirmed: () => void }) {
  return (
    <div className={styles.notice} role="region" aria-labelledby="staff-not-staff">
      <h2 id="staff-not-staff">{STAFF.notStaff}</h2>
      <Suspense fallback={null}>
        <ConfirmEmail onConfirmed={onConfirmed} />
      </Suspense>
    </div>
  );
}

// Only for someone signed in without a role: not in the console's first screen.
const ConfirmEmail = lazyPart<{ onConfirmed: () => void }>(() => import('./ConfirmEmail').then((m) => ({ default: m.ConfirmEmail })));
// The sections after the first are loaded when opened: the console's first screen stays within a screen's budget.
const InboxSection = lazyPart<object>(() => import('./InboxSection').then((m) => ({ default: m.InboxSection })));
const MembersSection = lazyPart<object>(() => import('./MembersSection').then((m) => ({ default: m.MembersSection })));
const AuditSection = lazyPart<object>(() => import('./AuditSection').then((m) => ({ default: m.AuditSection })));
const LeadsSection = lazyPart<object>(() => import('./leads/LeadsSection').then((m) => ({ default: m.LeadsSection })));

type SectionName = 'content' | 'inbox' | 'leads' | 'members' | 'audit';
const SECTION_VIEWS: Record<SectionName, () => ReactElement> = {
  content: () => <ContentSection />,
  inbox: () => <InboxSection />,
  leads: () => <LeadsSection />,
  members: () => <MembersSection />,
  audit: () => <AuditSection />,
};

/** Staff and audit log are the admins' (the server refuses them to staff, so they are not offered). */
function Sections({ admin }: { admin: boolean }) {
  // The daily digest's notification opens /staff#leads.
  const [shown, setShown] = useState<SectionName>(() =>
    typeof location !== 'undefined' && location.hash === '#leads' ? 'leads' : 'content',
  );
  const SECTIONS: SectionName[] = admin ? ['content', 'inbox', 'leads', 'members', 'audit'] : ['content', 'inbox', 'leads'];
  return (
    <>
      <nav className={styles.tabs} aria-label={STAFF.sections.label}>
        {SECTIONS.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={name === shown ? 'indigo' : 'outline'}
            aria-pressed={name === shown}
            onClick={() => setShown(name)}
          >
            {STAFF.sections[name]}
          </Button>
        ))}
      </nav>
      <Suspense fallback={<StatusText>{STAFF.list.loading}</StatusText>}>{SECTION_VIEWS[shown]()}</Suspense>
    </>
  );
}
