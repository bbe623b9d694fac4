/**
 * The navbar's "Staff console" link, shown only to someone the server gives a role: a signed-in
 * student's navbar asks `GET /api/staff/me` once (a student gets 403 and sees no link). Visitors never
 * load this module (it is part of StudentActions, a lazy part for signed-in students).
 */
import { useQuery } from '@tanstack/react-query';
import { STAFF_LINK } from '../../content/staff-link';
import { NavLink } from '../../ui/Button';
import { readMe, staffKeys } from './staff-api';

export function StaffLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const me = useQuery({
    queryKey: staffKeys.me(),
    queryFn: readMe,
    networkMode: 'online',
    retry: false,
    // Asked once per page life: a role rarely changes, and the console itself asks again when opened.
    staleTime: Infinity,
  });
  if (!me.data) return null;
  return (
    <NavLink href="/staff" className={className} onClick={onNavigate}>
      {STAFF_LINK}
    </NavLink>
  );
}
