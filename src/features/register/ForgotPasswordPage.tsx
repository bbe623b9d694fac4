import type { FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { FORGOT_PASSWORD } from '../../content/forms';
import { Button } from '../../ui/Button';
import { useDialogs } from '../../ui/dialogs-store';
import { TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { ILLUSTRATIONS } from '../../ui/images';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import styles from './register.module.css';
import { EagerImage } from '../../ui/EagerImage';

/**
 * SPEC §2: one required field; the button only shows an alert (no call is made); a link to /login.
 * Beside it, the way students actually get back in (a one-time code, no password) and who to ask.
 */
export default function ForgotPasswordPage() {
  useDocumentMeta(FORGOT_PASSWORD.title, FORGOT_PASSWORD.description);
  const openLogin = useDialogs((s) => s.openLogin);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(FORGOT_PASSWORD.alert);
    event.currentTarget.reset();
  };
  return (
    <Section id="forgot-password" title={FORGOT_PASSWORD.title} lead={FORGOT_PASSWORD.lead} headingLevel={1}>
      <div className={styles.forgot}>
        <EagerImage className={styles.forgotArt} src={ILLUSTRATIONS.forgotPassword} alt="" width={480} height={320} />
        <div className={styles.forgotColumn}>
          <Form className={`${cards.card} ${fieldStyles.form}`} onSubmit={submit}>
            <TextField label={FORGOT_PASSWORD.field} name="identifier" required autoComplete="username" />
            <Button type="submit" fullWidth>
              {FORGOT_PASSWORD.submit}
            </Button>
            <Link href="/login" className={styles.back}>
              {FORGOT_PASSWORD.back}
            </Link>
          </Form>
          <aside className={styles.otpNote} aria-labelledby="forgot-otp-title">
            <h2 id="forgot-otp-title">{FORGOT_PASSWORD.otpTitle}</h2>
            <p>{FORGOT_PASSWORD.otpText}</p>
            <Button variant="outline" size="sm" onClick={openLogin}>
              {FORGOT_PASSWORD.otpButton}
            </Button>
          </aside>
          <p className={styles.help}>
            {FORGOT_PASSWORD.helpText} <Link href="/contact">{FORGOT_PASSWORD.helpLink}</Link>
          </p>
        </div>
      </div>
    </Section>
  );
}
