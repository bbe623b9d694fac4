/**
 * SPEC §2 candidate registration: checked on submit, a field's error clears when it is edited; the
 * full name is the three parts joined; the program defaults to SPEC's full-stack program.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { coursesQuery } from '../../api/queries';
import { formErrorsOf, FORM_REQUESTS } from '../../contract/form-requests';
import { loginPath } from '../../contract/login-path';
import { RegistrationForm, validateRequest } from '../../contract/requests';
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
import { useFormEcho } from '../../ui/form/form-echo';
import { FormOutcome } from '../../ui/form/FormOutcome';
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

export default function RegisterPage() {
  useDocumentMeta(REGISTER.title, REGISTER.lead);
  const defaultProgram = defaultProgramLabel(useRenderedAt());
  const initial = useMemo(() => ({ ...EMPTY, selectedProgram: defaultProgram }), [defaultProgram]);
  const echo = useFormEcho('registration');
  const form = useForm(initial, validate, 'submit', echo);
  const openLogin = useDialogs((s) => s.openLogin);
  const submit = useSubmitForm(form, {
    kind: 'registration',
    toastMs: TOAST_MS.form,
    payload: () => {
      const shaped = FORM_REQUESTS.registration(form.values);
      return shaped.ok ? shaped.request : null;
    },
    toFormErrors: (errors) => formErrorsOf('registration', errors),
  });

  return (
    <Section id="register" title={REGISTER.title} lead={REGISTER.lead} headingLevel={1}>
      <Form className={`${cards.card} ${fieldStyles.form} ${styles.card}`} onSubmit={(e) => void submit(e)} noValidate postsToPage>
        <FormOutcome echo={echo} />
        <RegisterFields form={form} defaultProgram={defaultProgram} />
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? FORMS.busy.register : REGISTER.submit}
          </Button>
          <span>
            {REGISTER.haveAccount} {/* The login page until the app runs (back here after), then the login dialog over this page. */}
            <a
              href={loginPath('/auth/register')}
              className="link-button"
              onClick={(event) => {
                event.preventDefault();
                openLogin();
              }}
            >
              {REGISTER.logIn}
            </a>
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
