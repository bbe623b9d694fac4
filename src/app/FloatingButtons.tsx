import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Link } from '../ui/Link';
import { SHELL } from '../content/copy';
import { BACK_TO_TOP_AFTER_PX } from '../content/limits';
import { prefersReducedMotion } from '../lib/client-values';
import styles from './FloatingButtons.module.css';

/** The site's own routes get them; the staff console is a tool for staff, with no chat to open (issue 36). */
const isConsole = (path: string) => path === '/staff' || path.startsWith('/staff/');

export function FloatingButtons() {
  const [location] = useLocation();
  return isConsole(location) ? null : <FloatingStack />;
}

function FloatingStack() {
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setShowTop(window.scrollY > BACK_TO_TOP_AFTER_PX));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <div className={styles.stack}>
      {showTop && (
        <button
          type="button"
          className={`${styles.fab} ${styles.top}`}
          aria-label={SHELL.backToTop}
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 19V5M5 12l7-7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
      <Link href="/contact" className={`${styles.fab} ${styles.contact}`} aria-label={SHELL.contactUs}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </Link>
    </div>
  );
}
