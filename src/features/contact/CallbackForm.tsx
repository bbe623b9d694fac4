/**
 * "Request a call back" (issue 39): name, mobile, course of interest and a preferred time, checked like
 * SPEC's forms (errors once a field is left), sent through the outbox like them (kept offline and sent
 * later), with the page and visit it came from. The academy's answer says when to expect the call.
 */
import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../api/queries';
import { CallbackForm as CallbackStruct, PREFERRED_TIMES } from '../../contract/callback';
import { validateRequest } from '../../contract/requests';
import { FORMS } from '../../content/form-words';
import { CALLBACK_FORM } from '../../content/callback-form';
import { TOAST_MS } from '../../content/limits';
import { useSubmitForm } from '../../offline/use-submit-form';
import { Button } from '../../ui/Button';
import { PhoneField, SelectField, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import styles from './contact.module.css';

const EMPTY = { name: '', mobileNo: '', course: '', preferredTime: '' };
const validate = (values: typeof EMPTY) => {
  const checked = validateRequest(CallbackStruct, values);
  return checked.ok ? {} : checked.errors;
};

export function CallbackForm() {
  const courses = useQuery(coursesQuery());
  const form = useForm(EMPTY, validate, 'touched');
  const submit = useSubmitForm(form, {
    kind: 'callback',
    toastMs: TOAST_MS.form,
    payload: () => {
      const checked = validateRequest(CallbackStruct, form.values);
      return checked.ok ? checked.value : form.values;
    },
  });
  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="callback-form-title">
      <h2 id="callback-form-title">{CALLBACK_FORM.title}</h2>
      <p>{CALLBACK_FORM.lead}</p>
      <div className={`${fieldStyles.grid} ${styles.callbackFields}`}>
        <TextField label={CALLBACK_FORM.name} autoComplete="name" {...form.field('name')} />
        <PhoneField label={CALLBACK_FORM.mobile} {...form.field('mobileNo')} />
        <SelectField label={CALLBACK_FORM.course} {...form.field('course')}>
          <option value="">{CALLBACK_FORM.notSure}</option>
          {(courses.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {c.title}
            </option>
          ))}
        </SelectField>
        <SelectField label={CALLBACK_FORM.time} {...form.field('preferredTime')}>
          <option value="">{CALLBACK_FORM.chooseTime}</option>
          {PREFERRED_TIMES.map((t) => (
            <option key={t} value={t}>
              {CALLBACK_FORM.times[t]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? FORMS.busy.send : CALLBACK_FORM.submit}
        </Button>
      </div>
    </Form>
  );
}
