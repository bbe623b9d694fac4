/**
 * The rest of a signed-in student's part of the navbar and menu, after My learning (AccountActions' own): the staff
 * console (staff only), who is logged in, Log out. Loaded only for a student (a lazy part of AccountActions), so a
 * visitor's first load does not carry it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_ROOT } from '../api/me-keys';
import { StaffLink } from '../features/staff/StaffLink';
import { STAFF_QUERY_ROOT } from '../api/staff-keys';
import { useSession } from '../session/session';
import { ACCOUNT } from '../content/copy';
import { TOAST_MS } from '../content/limits';
import { toast } from '../lib/toast';
import { Button } from '../ui/Button';
import styles from './Navbar.module.css';

export default function StudentActions({
  fullWidth = false,
  onNavigate,
  linkClassName = styles.link,
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
  linkClassName?: string;
}) {
  const student = useSession((s) => s.student);
  const logOut = useSession((s) => s.logOut);
  const queryClient = useQueryClient();
  // Rendered for a student only (AccountActions); logged out meanwhile, nothing.
  if (!student) return null;
  return (
    <>
      <StaffLink className={linkClassName} onNavigate={onNavigate} />
      <span className={styles.account}>{ACCOUNT.loggedInAs(student.mobileNo)}</span>
      <Button
        variant="outline"
        size="sm"
        fullWidth={fullWidth}
        onClick={() => {
          onNavigate?.();
          // The student's own answers (My learning) leave the device with them: the next person to use it,
          // signed in or not, must not find them in the saved cache.
          void logOut().then(() => {
            queryClient.removeQueries({ queryKey: [ME_QUERY_ROOT] });
            // The staff console's answers (and whether this person has a role) leave with them too.
            queryClient.removeQueries({ queryKey: [STAFF_QUERY_ROOT] });
            toast.success(ACCOUNT.loggedOut, { duration: TOAST_MS.default });
          });
        }}
      >
        {ACCOUNT.logOut}
      </Button>
    </>
  );
}
