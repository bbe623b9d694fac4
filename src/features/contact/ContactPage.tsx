import { ACADEMY } from '../../content/copy';
import { ContactForm } from './ContactForm';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';

/** Contact details (SPEC §1) and the contact form (SPEC §2). */
export default function ContactPage() {
  useDocumentMeta('Contact', `Reach ${ACADEMY.name}: ${ACADEMY.email}, ${ACADEMY.phones[0]}, ${ACADEMY.hours}.`);
  return (
    <Section id="contact" title="Contact Us" lead="Questions about courses, batches or fees? We are happy to help." headingLevel={1}>
      <div className={cards.grid}>
        <article className={cards.card}>
          <h2 className={cards.cardTitle}>Visit us</h2>
          <address style={{ fontStyle: 'normal' }}>
            {ACADEMY.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </article>
        <article className={cards.card}>
          <h2 className={cards.cardTitle}>Write or call</h2>
          <p>
            <a href={`mailto:${ACADEMY.email}`}>{ACADEMY.email}</a>
          </p>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ACADEMY.phones.map((p) => (
              <li key={p}>
                <a href={`tel:${p.replace(/\s/g, '')}`}>{p}</a>
              </li>
            ))}
          </ul>
        </article>
        <article className={cards.card}>
          <h2 className={cards.cardTitle}>Working hours</h2>
          <p>{ACADEMY.hours}</p>
        </article>
      </div>
      <div className={cards.card} style={{ marginTop: 32 }}>
        <ContactForm />
      </div>
    </Section>
  );
}
