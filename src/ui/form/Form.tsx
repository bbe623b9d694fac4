import { useState, type ComponentProps } from 'react';
import { FORMS } from '../../content/form-words';
import { useHydrated } from '../../lib/client-values';
import { SEND_DONE_ATTRIBUTE, SEND_PROBLEM_ATTRIBUTE } from '../../contract/writes';
import styles from './Field.module.css';

/**
 * A form of the app. A server-rendered form shows before its script has run: one that can be posted to its
 * page (`postsToPage`) works then as the web does without JavaScript; any other would submit natively (a GET that
 * puts what was typed into the address), so its controls stay disabled until the app runs.
 * Everything else, `ref` included, goes to the <form>.
 *
 * Every form's one way of saying what is wrong (issue 36): after a submit, once the errors are drawn, the
 * first field with one has the focus (the phone scrolls to it) and a status line says how many need
 * attention, for a screen reader that would otherwise hear nothing.
 */
export function Form({
  children,
  onSubmit,
  postsToPage = false,
  ...props
}: ComponentProps<'form'> & {
  /**
   * The form posts to its page (its address, query included) before the app runs (decision 126): it works
   * from the first paint, the server answering with the page. Otherwise its controls wait for the app.
   */
  postsToPage?: boolean;
}) {
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
    <form {...props} {...(postsToPage ? { method: 'post' } : {})} onSubmit={submit}>
      <fieldset className={styles.formControls} disabled={!live && !postsToPage}>
        {children}
      </fieldset>
      {/* A live region without the status role: a form may have its own status line (UnlockLogin). */}
      <p aria-live="polite" className="visually-hidden">
        {problems ? FORMS.problems(problems) : ''}
      </p>
      {/* Written by the send itself (SEND_PROBLEM_ATTRIBUTE, use-submit-form.ts), never by React: what a send could not do
          when not even the toasts' code could come. */}
      <p role="alert" className={`${styles.error} ${styles.sendProblem}`} {...{ [SEND_PROBLEM_ATTRIBUTE]: '' }} />
      {/* Written by the send as well: that the last send reached the academy, after the toast has gone. Not a live
          region: the toast says it to a screen reader. */}
      <p className={`${styles.outcomeSent} ${styles.sendDone}`} {...{ [SEND_DONE_ATTRIBUTE]: '' }} />
    </form>
  );
}
