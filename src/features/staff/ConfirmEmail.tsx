/**
 * "Invited by e-mail?" (decision 92): a member of staff invited by e-mail proves the address with a code
 * sent to it; only then does the server grant the role. Shown to a signed-in person the server says is
 * not staff (yet).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { API_BASE } from '../../contract/api-routes';
import { EMAIL_CONFIRMATION_PATHS, EmailCodeRequest, EmailConfirmationRequest } from '../../contract/email-confirmation';
import { validateRequest, type FieldErrors } from '../../contract/requests';
import { STAFF } from '../../content/staff';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import styles from './staff.module.css';

const COPY = STAFF.confirmEmail;

type Answer = { ok: boolean; message: string; errors?: FieldErrors };

async function post(path: string, body: unknown): Promise<Answer> {
  try {
    const res = await fetch(API_BASE + path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
    return { ok: res.ok, message: json.message ?? COPY.failed, errors: json.errors };
  } catch {
    return { ok: false, message: COPY.failed };
  }
}

/** One step's submit: checked here first, then sent; the server's field messages go to the fields. */
function sendStep<F extends Record<string, string>>(
  form: ReturnType<typeof useForm<F>>,
  path: string,
  onOk: (message: string) => void,
  onProblem: (text: string) => void,
) {
  return async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const answer = await post(path, form.values);
    form.setBusy(false);
    if (answer.ok) return onOk(answer.message);
    if (answer.errors && Object.keys(answer.errors).length) form.setErrors(answer.errors);
    else onProblem(answer.message);
  };
}

const checkEmail = (v: { email: string }) => {
  const checked = validateRequest(EmailConfirmationRequest, v);
  return checked.ok ? {} : checked.errors;
};
const checkCode = (v: { code: string }) => {
  const checked = validateRequest(EmailCodeRequest, v);
  return checked.ok ? {} : checked.errors;
};

export function ConfirmEmail({ onConfirmed }: { onConfirmed: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Back from the code step, the address field takes focus; not on the page's first render.
  const [returned, setReturned] = useState(false);
  const [note, setNote] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  // A confirmed address without a role leaves this form on screen: the message says why, and takes focus.
  useEffect(() => {
    if (note?.tone === 'status' && sentTo === null) noteRef.current?.focus();
  }, [note, sentTo]);
  return (
    <>
      <p>{COPY.text}</p>
      {/* Always on the page, so a screen reader announces what is put in it; above the form, where the eye is. */}
      <p role="status" className={styles.note} ref={noteRef} tabIndex={-1}>
        {note?.tone === 'status' ? note.text : ''}
      </p>
      <p role="alert" className={styles.noteError}>
        {note?.tone === 'alert' ? note.text : ''}
      </p>
      {sentTo === null ? (
        <AskForCode
          focus={returned && note?.tone !== 'status'}
          onSent={(email, message) => {
            setSentTo(email);
            setNote({ text: message, tone: 'status' });
          }}
          onProblem={(text) => setNote({ text, tone: 'alert' })}
        />
      ) : (
        <EnterCode
          onConfirmed={() => {
            setNote({ text: COPY.noRole(sentTo), tone: 'status' });
            setSentTo(null);
            onConfirmed();
          }}
          onProblem={(text) => setNote({ text, tone: 'alert' })}
          onAnother={() => {
            setSentTo(null);
            setNote(null);
            setReturned(true);
          }}
        />
      )}
    </>
  );
}

function AskForCode(props: { onSent: (email: string, message: string) => void; onProblem: (text: string) => void; focus: boolean }) {
  const { onSent, onProblem } = props;
  const form = useForm({ email: '' }, checkEmail, 'submit');
  const submit = sendStep(form, EMAIL_CONFIRMATION_PATHS.request, (message) => onSent(form.values.email, message), onProblem);
  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={COPY.askForm}>
      {/* Back from the code step ("Use another address"): the address is the thing to type. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <TextField label={COPY.email} type="email" autoComplete="email" autoFocus={props.focus} {...form.field('email')} />
      <div className={fieldStyles.actions}>
        <Button type="submit" aria-disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? COPY.sending : COPY.send}
        </Button>
      </div>
    </Form>
  );
}

function EnterCode(props: { onConfirmed: () => void; onProblem: (text: string) => void; onAnother: () => void }) {
  const form = useForm({ code: '' }, checkCode, 'submit');
  const submit = sendStep(form, EMAIL_CONFIRMATION_PATHS.verify, () => props.onConfirmed(), props.onProblem);
  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={COPY.codeForm}>
      {/* The code is the only thing to type next, and the form replaced the one that had focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <TextField label={COPY.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...form.field('code')} />
      <div className={fieldStyles.actions}>
        <Button type="submit" aria-disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? COPY.confirming : COPY.confirm}
        </Button>
        <Button type="button" variant="outline" onClick={props.onAnother}>
          {COPY.another}
        </Button>
      </div>
    </Form>
  );
}
