import { ACADEMY } from '../../content/copy';
import { ACADEMY_DETAILS } from '../../content/academy-details';
import { CONTACT_PAGE } from '../../content/forms';
import { CallbackForm } from './CallbackForm';
import { ContactForm } from './ContactForm';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import styles from './contact.module.css';
import { CardGrid } from '../../ui/CardGrid';

/** Contact details (SPEC §1) and the contact form (SPEC §2). */
export default function ContactPage() {
  useDocumentMeta(CONTACT_PAGE.metaTitle, CONTACT_PAGE.description({ ...ACADEMY, ...ACADEMY_DETAILS }));
  return (
    <Section id="contact" title={CONTACT_PAGE.title} lead={CONTACT_PAGE.lead} headingLevel={1}>
      <CardGrid count={3}>
        <article className={cards.card}>
          <h2 className={cards.cardTitle}>{CONTACT_PAGE.visit}</h2>
          <address className={styles.address}>
            {ACADEMY_DETAILS.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </article>
        <article className={cards.card}>
          <h2 className={cards.cardTitle}>{CONTACT_PAGE.writeOrCall}</h2>
          <p>
            <a href={`mailto:${ACADEMY_DETAILS.email}`}>{ACADEMY_DETAILS.email}</a>
          </p>
          <ul className={styles.phones}>
            {ACADEMY_DETAILS.phones.map((p) => (
              <li key={p}>
                <a href={`tel:${p.replace(/\s/g, '')}`}>{p}</a>
              </li>
            ))}
          </ul>
        </article>
        <article className={cards.card}>
          <h2 className={cards.cardTitle}>{CONTACT_PAGE.hours}</h2>
          <p>{ACADEMY_DETAILS.hours}</p>
        </article>
      </CardGrid>
      <div className={`${cards.card} ${styles.formCard}`}>
        <ContactForm />
      </div>
      <div className={`${cards.card} ${styles.formCard}`}>
        <CallbackForm />
      </div>
    </Section>
  );
}
