/**
 * SPEC §2 feedback form: the person, and five criteria rated 1–10 with stars; submit and reset. SPEC
 * asks for the browser's own required checks only; the server's answer is shown on the form.
 */
import { useState, type FormEvent } from 'react';
import { OUTCOME } from '../../contract/messages';
import { FEEDBACK_CRITERIA, type FieldErrors } from '../../contract/requests';
import { FEEDBACK_FORM, FORMS } from '../../content/copy';
import { TOAST_MS } from '../../content/limits';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import { sendForm } from '../../offline/send-form';
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
  const [ratings, setRatings] = useState(NO_RATINGS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const person = Object.fromEntries(PERSON.map(([name]) => [name, String(data.get(name) ?? '')]));
    setBusy(true);
    const sent = await sendForm(
      'feedback',
      { ...person, ratings },
      { success: OUTCOME.feedbackThanks, failure: OUTCOME.somethingWentWrong, toastMs: TOAST_MS.form },
    );
    setBusy(false);
    if (sent.result === 'needs-attention') {
      setErrors(sent.fieldErrors);
      return;
    }
    formElement.reset();
    setRatings(NO_RATINGS);
    setErrors({});
  };

  return (
    <Section id="feedback" title={FEEDBACK_FORM.title} lead={FEEDBACK_FORM.lead} headingLevel={1}>
      <Form
        className={`${cards.card} ${fieldStyles.form}`}
        style={{ maxWidth: 820, margin: '0 auto' }}
        onSubmit={(e) => void submit(e)}
        onReset={() => {
          setRatings(NO_RATINGS);
          setErrors({});
        }}
      >
        <div className={fieldStyles.grid}>
          {PERSON.map(([name, label, autoComplete, required]) => (
            <TextField
              key={name}
              name={name}
              label={label}
              optional={!required}
              required={required}
              autoComplete={autoComplete}
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              inputMode={name === 'phone' ? 'numeric' : undefined}
              maxLength={name === 'phone' ? 10 : undefined}
              error={errors[name]}
              onChange={() => setErrors(({ [name]: _, ...rest }) => rest)}
            />
          ))}
        </div>
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
