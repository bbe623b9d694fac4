/**
 * SPEC §2 candidate registration: checked on submit, a field's error clears when it is edited; the
 * full name is the three parts joined; the program defaults to SPEC's full-stack program.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { coursesQuery } from '../../api/queries';
import { DEFAULT_REGISTRATION_PROGRAM, OUTCOME } from '../../contract/messages';
import { joinName, RegistrationForm, validateRequest } from '../../contract/requests';
import { FORMS, REGISTER } from '../../content/copy';
import { TOAST_MS } from '../../content/limits';
import { Button } from '../../ui/Button';
import { useDialogs } from '../../ui/dialogs-store';
import { SelectField, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import { Section } from '../../ui/Section';
import { useRenderedAt } from '../../ui/render-context';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import { sendForm } from '../../offline/send-form';

const EMPTY = {
  firstName: '',
  middleName: '',
  lastName: '',
  mobileNo: '',
  email: '',
  dob: '',
  collegeName: '',
  selectedProgram: DEFAULT_REGISTRATION_PROGRAM,
};

const validate = (values: typeof EMPTY) => {
  const checked = validateRequest(RegistrationForm, values);
  return checked.ok ? {} : checked.errors;
};

/** Server errors name request fields; the form shows a full-name problem under the first name. */
const toFormErrors = (errors: Record<string, string>) => {
  const { fullName, ...rest } = errors;
  return fullName ? { firstName: fullName, ...rest } : rest;
};

export default function RegisterPage() {
  useDocumentMeta(REGISTER.title, REGISTER.lead);
  const form = useForm(EMPTY, validate, 'submit');
  const courses = useQuery(coursesQuery());
  const openLogin = useDialogs((s) => s.openLogin);
  const today = new Date(useRenderedAt()).toISOString().slice(0, 10);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || !form.check()) return;
    const checked = validateRequest(RegistrationForm, form.values);
    if (!checked.ok) return;
    const v = checked.value;
    form.setBusy(true);
    const sent = await sendForm(
      'registration',
      {
        fullName: joinName(v.firstName, v.middleName, v.lastName),
        email: v.email,
        mobileNo: v.mobileNo,
        dob: v.dob,
        collegeName: v.collegeName,
        selectedProgram: v.selectedProgram,
      },
      { success: OUTCOME.registrationSuccessful, failure: OUTCOME.registrationFailed, toastMs: TOAST_MS.form },
    );
    form.setBusy(false);
    if (sent.result === 'needs-attention') form.setErrors(toFormErrors(sent.fieldErrors));
    else form.reset();
  };

  const programs = [DEFAULT_REGISTRATION_PROGRAM, ...(courses.data ?? []).map((c) => c.title)];

  return (
    <Section id="register" title={REGISTER.title} lead={REGISTER.lead} headingLevel={1}>
      <Form
        className={`${cards.card} ${fieldStyles.form}`}
        style={{ maxWidth: 760, margin: '0 auto' }}
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <div className={fieldStyles.grid}>
          <TextField label={REGISTER.firstName} autoComplete="given-name" {...form.field('firstName')} />
          <TextField label={REGISTER.middleName} optional autoComplete="additional-name" {...form.field('middleName')} />
          <TextField label={REGISTER.lastName} autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <div className={fieldStyles.grid}>
          <TextField
            label={REGISTER.mobile}
            type="tel"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
            {...form.field('mobileNo')}
          />
          <TextField label={REGISTER.email} type="email" autoComplete="email" {...form.field('email')} />
          <TextField label={REGISTER.dob} type="date" max={today} autoComplete="bday" {...form.field('dob')} />
        </div>
        <TextField label={REGISTER.college} autoComplete="organization" {...form.field('collegeName')} />
        <SelectField label={REGISTER.program} {...form.field('selectedProgram')}>
          <option value="">Choose a program</option>
          {programs.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </SelectField>
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? FORMS.busy.register : REGISTER.submit}
          </Button>
          <span>
            {REGISTER.haveAccount}{' '}
            <button type="button" className="link-button" onClick={openLogin}>
              {REGISTER.logIn}
            </button>
          </span>
        </div>
      </Form>
    </Section>
  );
}
