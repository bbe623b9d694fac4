import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { LIMITS } from '../../contract/requests';
import { FORMS } from '../../content/form-words';
import styles from './Field.module.css';
import { pasteNationalNumber } from './national-number';

interface Common {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Its message is announced when it appears (a result that comes later, such as an upload's refusal). */
  live?: boolean;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Frame({ id, label, optional, error, hint, live, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {FORMS.optional}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* The line of the message is kept whether or not there is one: a message appearing never moves the form. */}
      <div className={styles.message}>
        {error && (
          <p id={`${id}-error`} className={styles.error} role={live ? 'alert' : undefined}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export function TextField({ label, error, hint, optional, live, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} live={live}>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
    </Frame>
  );
}

/**
 * A 10-digit Indian mobile number: the numeric keypad, the browser's phone autofill, SPEC's maxlength of
 * 10, and a pasted "+91 98765 43210" kept whole as its 10 digits.
 */
export function PhoneField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'maxLength'>) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      maxLength={LIMITS.phone}
      autoComplete="tel-national"
      onPaste={pasteNationalNumber}
      {...props}
    />
  );
}

export function TextArea({ label, error, hint, optional, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        id={id}
        className={styles.input}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </Frame>
  );
}

export function SelectField({ label, error, hint, optional, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      <select id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
    </Frame>
  );
}
