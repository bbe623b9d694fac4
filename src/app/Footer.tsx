import { Link } from '../ui/Link';
import { ACADEMY } from '../content/copy';
import { ACADEMY_DETAILS } from '../content/academy-details';
import { FOOTER } from '../content/footer';
import { useRenderedAt } from '../ui/render-context';
import { Logo } from './Logo';
import styles from './Footer.module.css';
import { OfflineReadinessNote } from './OfflineReadinessNote';

const ICONS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v7h4v-7h3l1-4h-4V8.6c0-.4.3-.6.7-.6z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  LinkedIn:
    'M6.5 8.5h-3V20h3zM5 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zM20.5 13.4c0-3-1.6-5-4.3-5-1.4 0-2.4.7-2.9 1.5V8.5h-3V20h3v-6.1c0-1.5.7-2.6 2-2.6s1.9 1 1.9 2.6V20h3z',
  // A ring, a lens and a dot, cut out of each other (even-odd): filled as one shape it was a blank tile.
  Instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5zM12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.2 5.7a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
};

export function Footer() {
  const year = new Date(useRenderedAt()).getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Link href="/" className={styles.brandName}>
            <Logo size={28} />
            {ACADEMY.name}
          </Link>
          <p>{ACADEMY_DETAILS.blurb}</p>
          <ul className={styles.socials}>
            {ACADEMY_DETAILS.socials.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={FOOTER.social(s.name)}>
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                    <path d={ICONS[s.name]} fill="currentColor" fillRule="evenodd" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER.columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={styles.heading}>{col.title}</h2>
            <ul className={styles.list}>
              {col.links.map((l) => (
                <li key={l.label}>
                  <Link href={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* Not on the container itself: its padding and margin would override the bar's spacing. */}
      <div className="container">
        <div className={styles.bottom} data-testid="footer-bottom">
          <p>{FOOTER.rights(year)}</p>
          <OfflineReadinessNote />
          <p>
            <span className={styles.keep}>{ACADEMY_DETAILS.email}</span> · <span className={styles.keep}>{ACADEMY_DETAILS.hours}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
