import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/client-values';
import styles from './Field.module.css';

/**
 * A form that can be used once the page is live. A server-rendered form shows before its script has
 * run: sent then, the browser would submit it natively (a GET that puts what was typed into the
 * address), and what was typed would not reach the form's state. Its controls stay disabled until then.
 * Everything else, `ref` included, goes to the <form>.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const live = useHydrated();
  return (
    <form {...props}>
      <fieldset className={styles.formControls} disabled={!live}>
        {children}
      </fieldset>
    </form>
  );
}
