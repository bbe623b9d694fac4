/**
 * The navbar's "Staff console" link, shown only to someone the server gives a role: a signed-in
 * student's navbar reads the role from the session answer (`GET /api/auth/me`, `role: null` for a
 * student), so no page asks `/api/staff/me` only to be refused. Visitors never load this module (it is
 * part of StudentActions, a lazy part for signed-in students).
 */
import { useQuery } from '@tanstack/react-query';
import { STAFF_LINK } from '../../content/staff-link';
import { NavLink } from '../../ui/Button';
import { readSessionRole, SESSION_ROLE_KEY } from '../../api/staff-keys';

export function StaffLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const role = useQuery({
    queryKey: SESSION_ROLE_KEY,
    queryFn: readSessionRole,
    networkMode: 'online',
    retry: false,
    // Asked once per page life: a role rarely changes, and the console asks again when opened.
    staleTime: Infinity,
  });
  if (!role.data) return null;
  return (
    <NavLink href="/staff" className={className} onClick={onNavigate}>
      {STAFF_LINK}
    </NavLink>
  );
}
