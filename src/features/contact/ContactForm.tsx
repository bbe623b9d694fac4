import { ContactForm as ContactStruct, validateRequest } from '../../contract/requests';
import { FORMS } from '../../content/form-words';
import { CONTACT_FORM } from '../../content/forms';
import { TOAST_MS } from '../../content/limits';
import { Button } from '../../ui/Button';
import { PhoneField, TextArea, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import { useFormEcho } from '../../ui/form/form-echo';
import { FormOutcome } from '../../ui/form/FormOutcome';
import { useSubmitForm } from '../../offline/use-submit-form';

const EMPTY = { name: '', email: '', phone: '', message: '' };
const validate = (values: typeof EMPTY) => {
  const checked = validateRequest(ContactStruct, values);
  return checked.ok ? {} : checked.errors;
};

/** SPEC §2 contact form: errors once a field is touched, "Sending..." while busy, reset on success or when saved offline. */
export function ContactForm() {
  const echo = useFormEcho('contact');
  const form = useForm(EMPTY, validate, 'touched', echo);
  const submit = useSubmitForm(form, {
    kind: 'contact',
    toastMs: TOAST_MS.form,
    payload: () => {
      const checked = validateRequest(ContactStruct, form.values);
      return checked.ok ? checked.value : form.values;
    },
  });

  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="contact-form-title" postsToPage>
      <h2 id="contact-form-title">{CONTACT_FORM.title}</h2>
      <FormOutcome echo={echo} />
      <div className={fieldStyles.grid}>
        <TextField label={CONTACT_FORM.name} autoComplete="name" {...form.field('name')} />
        <TextField label={CONTACT_FORM.email} type="email" autoComplete="email" {...form.field('email')} />
        <PhoneField label={CONTACT_FORM.phone} {...form.field('phone')} />
      </div>
      <TextArea label={CONTACT_FORM.message} {...form.field('message')} />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? FORMS.busy.send : CONTACT_FORM.submit}
        </Button>
      </div>
    </Form>
  );
}
