/**
 * One way a leads control does something on the server: refused offline with a message, one press at a
 * time, the server's message on failure (a 409 says the lead was changed by someone else), and the leads'
 * reads asked again afterwards whatever happened.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LEADS } from '../../../content/leads';
import { TOAST_MS } from '../../../content/limits';
import { toast } from '../../../lib/toast';
import { StaffError, STAFF_QUERY_ROOT } from '../staff-api';

/** The console's reads a leads control may change. */
const LEAD_READS = new Set(['leads', 'webhooks', 'lead-templates']);

export function useLeadAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async <T>(work: () => Promise<T>, done?: string): Promise<T | undefined> => {
    if (running.current) return undefined;
    if (!navigator.onLine) {
      toast.error(LEADS.needsConnection, { duration: TOAST_MS.default });
      return undefined;
    }
    running.current = true;
    setBusy(true);
    try {
      const result = await work();
      if (done) toast.success(done, { duration: TOAST_MS.default });
      return result;
    } catch (err) {
      const conflict = err instanceof StaffError && err.status === 409 && err.conflict;
      const message = conflict ? LEADS.detail.conflict : err instanceof StaffError && err.status ? err.message : LEADS.failedSave;
      toast.error(message, { duration: TOAST_MS.default });
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === STAFF_QUERY_ROOT && LEAD_READS.has(String(q.queryKey[1])),
      });
    }
  };
  return { busy, run };
}
