import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { FORGOT_PASSWORD } from '../../content/forms';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import styles from './register.module.css';

/** SPEC §2: one required field; the button only shows an alert (no call is made); a link to /login. */
export default function ForgotPasswordPage() {
  useDocumentMeta(FORGOT_PASSWORD.title, FORGOT_PASSWORD.description);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(FORGOT_PASSWORD.alert);
    event.currentTarget.reset();
  };
  return (
    <Section id="forgot-password" title={FORGOT_PASSWORD.title} headingLevel={1}>
      <Form className={`${cards.card} ${fieldStyles.form} ${styles.narrowCard}`} onSubmit={submit}>
        <TextField label={FORGOT_PASSWORD.field} name="identifier" required autoComplete="username" />
        <Button type="submit" fullWidth>
          {FORGOT_PASSWORD.submit}
        </Button>
        <Link href="/login">{FORGOT_PASSWORD.back}</Link>
      </Form>
    </Section>
  );
}
