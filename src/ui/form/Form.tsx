import { useState, type ComponentProps } from 'react';
import { FORMS } from '../../content/form-words';
import { useHydrated } from '../../lib/client-values';
import styles from './Field.module.css';

/**
 * A form that can be used once the page is live. A server-rendered form shows before its script has
 * run: sent then, the browser would submit it natively (a GET that puts what was typed into the
 * address), and what was typed would not reach the form's state. Its controls stay disabled until then.
 * Everything else, `ref` included, goes to the <form>.
 *
 * Every form's one way of saying what is wrong (issue 36): after a submit, once the errors are drawn, the
 * first field with one has the focus (the phone scrolls to it) and a status line says how many need
 * attention, for a screen reader that would otherwise hear nothing.
 */
export function Form({ children, onSubmit, ...props }: ComponentProps<'form'>) {
  const live = useHydrated();
  const [problems, setProblems] = useState(0);
  const submit: NonNullable<ComponentProps<'form'>['onSubmit']> = (event) => {
    const form = event.currentTarget;
    onSubmit?.(event);
    requestAnimationFrame(() => {
      const invalid = form.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
      setProblems(invalid.length);
      invalid[0]?.focus();
    });
  };
  return (
    <form {...props} onSubmit={submit}>
      <fieldset className={styles.formControls} disabled={!live}>
        {children}
      </fieldset>
      {/* A live region without the status role: a form may have its own status line (UnlockLogin). */}
      <p aria-live="polite" className="visually-hidden">
        {problems ? FORMS.problems(problems) : ''}
      </p>
    </form>
  );
}
