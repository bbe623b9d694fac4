import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FORMS } from '../../content/forms';
import styles from './Field.module.css';

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
