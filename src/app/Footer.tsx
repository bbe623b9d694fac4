import { Link } from 'wouter';
import { ACADEMY, FOOTER } from '../content/copy';
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
  Instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 3c-2.4 0-2.7 0-3.7.1C5 3.2 3.2 5 3.1 8.3 3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.3 1.9 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.3-.1 5.1-1.9 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7C20.8 5 19 3.2 15.7 3.1 14.7 3 14.4 3 12 3z',
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
          <p>{ACADEMY.blurb}</p>
          <ul className={styles.socials}>
            {ACADEMY.socials.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={FOOTER.social(s.name)}>
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                    <path d={ICONS[s.name]} fill="currentColor" />
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
      <div className={`container ${styles.bottom}`}>
        <p>{FOOTER.rights(year)}</p>
        <OfflineReadinessNote />
        <p>
          {ACADEMY.email} · {ACADEMY.hours}
        </p>
      </div>
    </footer>
  );
}
