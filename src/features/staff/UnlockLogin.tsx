/**
 * "Unlock a mobile number's login" (admins, in the staff members section): ends the lockouts that wrong
 * login codes put on a number (decision 98). The number is checked with the API's own struct; the
 * outcome is said in a status line that screen readers announce, a failure next to the field or in an alert.
 */
import { useState, type FormEvent } from 'react';
import { validateRequest } from '../../contract/requests';
import { OtpUnlockBody } from '../../contract/staff';
import { STAFF } from '../../content/staff';
import { Button } from '../../ui/Button';
import { PhoneField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import { StaffError, unlockLogin } from './staff-api';
import styles from './staff.module.css';

const COPY = STAFF.unlock;
type Values = { mobileNo: string };
const validate = (values: Values) => {
  const checked = validateRequest(OtpUnlockBody, values);
  return checked.ok ? {} : checked.errors;
};

export function UnlockLogin() {
  const form = useForm<Values>({ mobileNo: '' }, validate, 'submit');
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setProblem('');
    if (form.busy || !form.check()) return;
    if (!navigator.onLine) return setProblem(STAFF.needsConnection);
    form.setBusy(true);
    try {
      const result = await unlockLogin(form.values.mobileNo);
      setDone(COPY.done(result.mobileNo, result.clearedWrongCodes));
      form.reset();
    } catch (err) {
      if (err instanceof StaffError && err.errors && Object.keys(err.errors).length) form.setErrors(err.errors);
      else setProblem(err instanceof StaffError && err.status ? err.message : COPY.failed);
    } finally {
      form.setBusy(false);
    }
  };
  return (
    <section aria-labelledby="staff-unlock" className={styles.block}>
      <h3 id="staff-unlock">{COPY.title}</h3>
      <p id="staff-unlock-explain">{COPY.explain}</p>
      <Form
        className={fieldStyles.form}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="staff-unlock"
        aria-describedby="staff-unlock-explain"
      >
        <PhoneField label={COPY.mobile} {...form.field('mobileNo')} />
        <div className={fieldStyles.actions}>
          <Button type="submit" aria-disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? COPY.busy : COPY.submit}
          </Button>
        </div>
      </Form>
      {/* Always in the page, so that what it says is announced when it changes. */}
      <p role="status">{done}</p>
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
