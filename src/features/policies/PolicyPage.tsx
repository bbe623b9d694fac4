import { Link } from 'wouter';
import { POLICIES } from '../../content/policies';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import styles from './policy.module.css';

const LINKS = [
  { key: 'privacy', label: 'Privacy Policy', href: '/policies/privacy' },
  { key: 'refund', label: 'Refund Policy', href: '/policies/refund' },
  { key: 'terms', label: 'Terms & Conditions', href: '/policies/terms-conditions' },
] as const;

export default function PolicyPage({ policy }: { policy: keyof typeof POLICIES }) {
  const p = POLICIES[policy];
  useDocumentMeta(p.title, p.summary);
  return (
    <Section title={p.title} lead={p.summary} headingLevel={1}>
      <div className={styles.layout}>
        <nav aria-label="Policies" className={styles.nav}>
          <ul>
            {LINKS.map((l) => (
              <li key={l.key}>
                <Link href={l.href} aria-current={l.key === policy ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className={styles.article}>
          <p className={styles.updated}>Last updated: {p.updated}</p>
          {p.sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.paragraphs.map((text) => (
                <p key={text.slice(0, 40)}>{text}</p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </Section>
  );
}
