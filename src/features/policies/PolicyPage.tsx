import { Link } from '../../ui/Link';
import { POLICY_LINKS, POLICY_PAGE } from '../../content/footer';
import { POLICIES } from '../../content/policies';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import styles from './policy.module.css';

export default function PolicyPage({ policy }: { policy: keyof typeof POLICIES }) {
  const p = POLICIES[policy];
  useDocumentMeta(p.title, p.summary);
  return (
    <Section title={p.title} lead={p.summary} headingLevel={1}>
      <div className={styles.layout}>
        <nav aria-label={POLICY_PAGE.nav} className={styles.nav}>
          <ul>
            {POLICY_LINKS.map((l) => (
              <li key={l.key}>
                <Link href={l.href} aria-current={l.key === policy ? 'page' : undefined}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className={styles.article}>
          <p className={styles.updated}>{POLICY_PAGE.updated(p.updated)}</p>
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
