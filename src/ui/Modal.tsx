/**
 * SPEC's Modal on the platform's <dialog>: showModal() gives the focus trap, the inert page behind and
 * Escape for free. Sizes, positions, optional backdrop close, optional scrollable body (60% of the
 * viewport), at most 95% of the viewport high; focus returns to where it was on close.
 */
import { Activity, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MODAL } from '../content/copy';
import { useHydrated } from '../lib/client-values';
import styles from './Modal.module.css';
import { FOCUS_SUCCESSOR_ATTRIBUTE } from './dialogs-store';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';
export type ModalPosition = 'top' | 'center' | 'bottom';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  position?: ModalPosition;
  closeOnBackdrop?: boolean;
  scrollable?: boolean;
  /**
   * Closed, its content is still drawn, hidden, when the browser has the time (React's Activity): opening it is then
   * only showing it (decision 211). Its effects wait for the opening.
   */
  drawnAhead?: boolean;
}

/**
 * Opens the dialog modally while `open` (focus on a form's first field), closes it otherwise, locks the
 * page's scroll meanwhile and gives focus back to where it was, or to the successor its opener named if it has gone.
 */
function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusSuccessor = useRef<string | undefined>(undefined);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Open in the server's HTML (a page that arrives with its dialog open) is open, but not modal.
    if (open && dialog.open && !dialog.matches(':modal')) dialog.close?.();
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      focusSuccessor.current = returnFocus.current?.getAttribute?.(FOCUS_SUCCESSOR_ATTRIBUTE) ?? undefined;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // showModal focuses the first focusable element (the close button); a form's first field is where
      // a person means to start typing.
      dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
      document.body.classList.add('scroll-locked');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!open) {
      document.body.classList.remove('scroll-locked');
      // What opened the dialog may have gone meanwhile (Enroll Now, once the student is enrolled): the focus then goes
      // to what took its place, which the opener named, not to the top of the document.
      const target =
        returnFocus.current?.isConnected === false && focusSuccessor.current
          ? document.getElementById(focusSuccessor.current)
          : returnFocus.current;
      target?.focus?.();
      returnFocus.current = null;
    }
  }, [open]);

  useEffect(() => () => document.body.classList.remove('scroll-locked'), []);
  return ref;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  position = 'center',
  closeOnBackdrop = true,
  scrollable = false,
  drawnAhead = false,
}: ModalProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  // A page may arrive with its dialog open (/login): before the app runs it shows, not modally, and
  // works as a page; once the app runs it is opened modally (above). The attribute is then the platform's:
  // React never sets it again (removing it from a modal dialog would hide the dialog but keep it modal).
  const hydrated = useHydrated();
  const [arrivedOpen] = useState(() => open && !hydrated);

  return (
    // A click on the backdrop closes, as Escape does natively; the dialog's own controls are the keyboard way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      open={arrivedOpen || undefined}
      className={[styles.dialog, styles[size], styles[position]].join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === ref.current) onClose();
      }}
    >
      {(open || drawnAhead) && (
        <Activity mode={open ? 'visible' : 'hidden'}>
          <div className={styles.panel}>
            <header className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              <button type="button" className={styles.close} onClick={onClose} aria-label={MODAL.close}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </header>
            <div className={[styles.body, scrollable ? styles.scrollable : ''].join(' ')}>{children}</div>
            {footer && <footer className={styles.footer}>{footer}</footer>}
          </div>
        </Activity>
      )}
    </dialog>
  );
}
