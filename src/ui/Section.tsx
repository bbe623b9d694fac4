import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** A page section with an optional heading and lead, on a white, tinted or dark background. */
export function Section({
  id,
  title,
  lead,
  tone = 'light',
  children,
  headingLevel = 2,
}: {
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  tone?: 'light' | 'tint' | 'dark';
  children: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id={id} className={[styles.section, styles[tone]].join(' ')} aria-labelledby={title && id ? `${id}-title` : undefined}>
      <div className="container">
        {(title || lead) && (
          <header className={styles.header}>
            {title && (
              <Heading id={id ? `${id}-title` : undefined} className={styles.title}>
                {title}
              </Heading>
            )}
            {lead && <p className={styles.lead}>{lead}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

export function StatusText({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? styles.error : styles.status}>
      {children}
    </p>
  );
}
