/**
 * SPEC §2 candidate registration: checked on submit, a field's error clears when it is edited; the
 * full name is the three parts joined; the program defaults to SPEC's full-stack program.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { coursesQuery } from '../../api/queries';
import { joinName, RegistrationForm, validateRequest, type FieldErrors } from '../../contract/requests';
import { FORMS } from '../../content/form-words';
import { REGISTER } from '../../content/forms';
import { TOAST_MS } from '../../content/limits';
import { useSubmitForm } from '../../offline/use-submit-form';
import { Button } from '../../ui/Button';
import { useDialogs } from '../../ui/dialogs-store';
import { SelectField, TextField } from '../../ui/form/Field';
import { PersonFields } from '../../ui/form/PersonFields';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm, type FormState } from '../../ui/form/use-form';
import { Section } from '../../ui/Section';
import { useRenderedAt } from '../../ui/render-context';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import { defaultProgramLabel } from './default-program';
import styles from './register.module.css';

const EMPTY = {
  firstName: '',
  middleName: '',
  lastName: '',
  mobileNo: '',
  email: '',
  dob: '',
  collegeName: '',
  selectedProgram: '',
};
type RegisterForm = FormState<typeof EMPTY>;

const validate = (values: typeof EMPTY) => {
  const checked = validateRequest(RegistrationForm, values);
  return checked.ok ? {} : checked.errors;
};

/** Server errors name request fields; the form shows a full-name problem under the first name. */
const toFormErrors = (errors: FieldErrors) => {
  const { fullName, ...rest } = errors;
  return fullName ? { firstName: fullName, ...rest } : rest;
};

/** What SPEC §3 sends: the checked values, the three name parts joined. */
const payloadOf = (values: typeof EMPTY) => {
  const checked = validateRequest(RegistrationForm, values);
  if (!checked.ok) return null;
  const v = checked.value;
  return {
    fullName: joinName(v.firstName, v.middleName, v.lastName),
    email: v.email,
    mobileNo: v.mobileNo,
    dob: v.dob,
    collegeName: v.collegeName,
    selectedProgram: v.selectedProgram,
  };
};

export default function RegisterPage() {
  useDocumentMeta(REGISTER.title, REGISTER.lead);
  const defaultProgram = defaultProgramLabel(useRenderedAt());
  const initial = useMemo(() => ({ ...EMPTY, selectedProgram: defaultProgram }), [defaultProgram]);
  const form = useForm(initial, validate, 'submit');
  const openLogin = useDialogs((s) => s.openLogin);
  const submit = useSubmitForm(form, {
    kind: 'registration',
    toastMs: TOAST_MS.form,
    payload: () => payloadOf(form.values),
    toFormErrors,
  });

  return (
    <Section id="register" title={REGISTER.title} lead={REGISTER.lead} headingLevel={1}>
      <Form className={`${cards.card} ${fieldStyles.form} ${styles.card}`} onSubmit={(e) => void submit(e)} noValidate>
        <RegisterFields form={form} defaultProgram={defaultProgram} />
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

function RegisterFields({ form, defaultProgram }: { form: RegisterForm; defaultProgram: string }) {
  const courses = useQuery(coursesQuery());
  const today = new Date(useRenderedAt()).toISOString().slice(0, 10);
  const programs = [defaultProgram, ...(courses.data ?? []).map((c) => c.title)];
  return (
    <>
      <PersonFields
        field={form.field}
        contactExtra={<TextField label={REGISTER.dob} type="date" max={today} autoComplete="bday" {...form.field('dob')} />}
      />
      <TextField label={REGISTER.college} autoComplete="organization" {...form.field('collegeName')} />
      <SelectField label={REGISTER.program} {...form.field('selectedProgram')}>
        <option value="">{REGISTER.chooseProgram}</option>
        {programs.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </SelectField>
    </>
  );
}
