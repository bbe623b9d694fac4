/**
 * SPEC §2 feedback form: the person, and five criteria rated 1–10 with stars; submit and reset. SPEC
 * asks for the browser's own required checks only; the server's answer is shown on the form.
 */
import { useRef, useState } from 'react';
import { FEEDBACK_CRITERIA, type FieldErrors } from '../../contract/requests';
import { FORMS } from '../../content/form-words';
import { FEEDBACK_FORM } from '../../content/forms';
import { TOAST_MS } from '../../content/limits';
import { useSubmitForm } from '../../offline/use-submit-form';
import { Button } from '../../ui/Button';
import { PhoneField, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import styles from './feedback.module.css';
import { StarRating } from './StarRating';

type Criterion = (typeof FEEDBACK_CRITERIA)[number];
const NO_RATINGS = Object.fromEntries(FEEDBACK_CRITERIA.map((c) => [c, 0])) as Record<Criterion, number>;
const PERSON = [
  ['firstName', FEEDBACK_FORM.firstName, 'given-name', true],
  ['middleName', FEEDBACK_FORM.middleName, 'additional-name', false],
  ['lastName', FEEDBACK_FORM.lastName, 'family-name', true],
  ['phone', FEEDBACK_FORM.phone, 'tel-national', true],
  ['email', FEEDBACK_FORM.email, 'email', true],
  ['collegeName', FEEDBACK_FORM.college, 'organization', true],
] as const;

export default function FeedbackPage() {
  useDocumentMeta(FEEDBACK_FORM.title, FEEDBACK_FORM.lead);
  const formElement = useRef<HTMLFormElement>(null);
  const [ratings, setRatings] = useState(NO_RATINGS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const clear = () => {
    setRatings(NO_RATINGS);
    setErrors({});
  };
  const form = {
    busy,
    setBusy,
    setErrors,
    // SPEC §2: the browser's own required checks, which ran before the submit event.
    check: () => true,
    reset: () => {
      formElement.current?.reset();
      clear();
    },
  };
  const submit = useSubmitForm(form, {
    kind: 'feedback',
    toastMs: TOAST_MS.form,
    payload: () => (formElement.current ? { ...personOf(formElement.current), ratings } : null),
  });

  return (
    <Section id="feedback" title={FEEDBACK_FORM.title} lead={FEEDBACK_FORM.lead} headingLevel={1}>
      <Form
        ref={formElement}
        className={`${cards.card} ${fieldStyles.form} ${styles.card}`}
        onSubmit={(e) => void submit(e)}
        onReset={clear}
      >
        <PersonFields errors={errors} onEdit={(name) => setErrors(({ [name]: _, ...rest }) => rest)} />
        {FEEDBACK_CRITERIA.map((c) => (
          <StarRating
            key={c}
            name={c}
            label={FEEDBACK_FORM.criteria[c]}
            value={ratings[c]}
            onChange={(v) => setRatings((r) => ({ ...r, [c]: v }))}
          />
        ))}
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? FORMS.busy.send : FEEDBACK_FORM.submit}
          </Button>
          <Button type="reset" variant="outline" disabled={busy}>
            {FEEDBACK_FORM.reset}
          </Button>
        </div>
      </Form>
    </Section>
  );
}

/** The person's fields, read from the form (SPEC asks for the browser's required checks only). */
function personOf(formElement: HTMLFormElement): Record<string, string> {
  const data = new FormData(formElement);
  return Object.fromEntries(PERSON.map(([name]) => [name, String(data.get(name) ?? '')]));
}

function PersonFields({ errors, onEdit }: { errors: FieldErrors; onEdit: (name: string) => void }) {
  return (
    <div className={fieldStyles.grid}>
      {PERSON.map(([name, label, autoComplete, required]) => {
        const field = { name, label, optional: !required, required, autoComplete, error: errors[name], onChange: () => onEdit(name) };
        return name === 'phone' ? (
          <PhoneField key={name} {...field} />
        ) : (
          <TextField key={name} type={name === 'email' ? 'email' : 'text'} {...field} />
        );
      })}
    </div>
  );
}
