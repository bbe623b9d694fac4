/**
 * Staff members (admins only): who has a role, inviting someone by the number or e-mail they log in with,
 * removing; and unlocking a mobile number's login (UnlockLogin.tsx).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { StaffMemberBody } from '../../contract/staff';
import { validateRequest } from '../../contract/requests';
import { TOAST_MS } from '../../content/limits';
import { STAFF } from '../../content/staff';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import { LoadProblem } from '../../ui/LoadProblem';
import { StatusText } from '../../ui/Section';
import { ConfirmDelete } from './ContentList';
import { addMember, listMembers, removeMember, StaffError, staffKeys, type StaffMember } from './staff-api';
import styles from './staff.module.css';
import { UnlockLogin } from './UnlockLogin';

const COPY = STAFF.members;
type Values = { identifier: string; role: string };
const validate = (values: Values) => {
  const checked = validateRequest(StaffMemberBody, values);
  return checked.ok ? {} : checked.errors;
};
const failed = (err: unknown) =>
  toast.error(err instanceof StaffError && err.status ? err.message : STAFF.failedSave, { duration: TOAST_MS.default });

export function MembersSection() {
  const read = useQuery({ queryKey: staffKeys.members(), queryFn: listMembers, networkMode: 'online', staleTime: 0 });
  return (
    <section aria-labelledby="staff-members" className={styles.block}>
      <h2 id="staff-members">{STAFF.sections.members}</h2>
      <AddMember />
      {read.isPending ? (
        <StatusText>{STAFF.list.loading}</StatusText>
      ) : read.isError ? (
        <LoadProblem message={STAFF.list.failed} onRetry={() => void read.refetch()} />
      ) : (
        <ul className={styles.list}>
          {read.data.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </ul>
      )}
      <UnlockLogin />
    </section>
  );
}

function AddMember() {
  const form = useForm<Values>({ identifier: '', role: 'staff' }, validate, 'submit');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || !form.check()) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    form.setBusy(true);
    try {
      const added = await addMember({ identifier: form.values.identifier, role: form.values.role === 'admin' ? 'admin' : 'staff' }, key);
      toast.success(COPY.added(added.identifier), { duration: TOAST_MS.default });
      form.reset();
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: staffKeys.members() });
    } catch (err) {
      if (err instanceof StaffError && err.errors && Object.keys(err.errors).length) form.setErrors(err.errors);
      else failed(err);
    } finally {
      form.setBusy(false);
    }
  };
  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="staff-members">
      <div className={fieldStyles.grid}>
        <TextField label={COPY.identifier} {...form.field('identifier')} />
        <SelectField label={COPY.role} {...form.field('role')}>
          <option value="staff">{COPY.roles.staff}</option>
          <option value="admin">{COPY.roles.admin}</option>
        </SelectField>
      </div>
      <div className={fieldStyles.actions}>
        <Button type="submit" aria-disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? COPY.adding : COPY.add}
        </Button>
      </div>
    </Form>
  );
}

function MemberRow({ member }: { member: StaffMember }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const remove = async () => {
    if (busy) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    setBusy(true);
    try {
      await removeMember(member);
      toast.success(COPY.removed, { duration: TOAST_MS.default });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: staffKeys.members() });
    }
  };
  return (
    <li className={styles.item} aria-busy={busy}>
      <div className={styles.itemHead}>
        <strong>{member.identifier}</strong>
        <span className={member.role === 'admin' ? styles.pillPublished : styles.pillDraft}>{COPY.roles[member.role]}</span>
        {!member.confirmed && <span className={styles.pillDraft}>{COPY.awaitingConfirmation}</span>}
      </div>
      {confirming ? (
        <ConfirmDelete
          question={COPY.confirmRemove(member.identifier)}
          confirm={COPY.remove}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {COPY.remove}
          </Button>
        </div>
      )}
    </li>
  );
}
