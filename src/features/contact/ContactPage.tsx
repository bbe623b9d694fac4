import { Suspense } from 'react';
import { ACADEMY } from '../../content/copy';
import { ACADEMY_DETAILS } from '../../content/academy-details';
import { CONTACT_PAGE } from '../../content/forms';
import { ContactForm } from './ContactForm';
import { Section } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { lazyPartAfterStart } from '../../ui/lazy-part';
import styles from './contact.module.css';

// Below the contact form, and no first tap needs it: its code (and the catalogue's reads, for its list of courses)
// comes once the app has started. Until then the server's HTML of it stays, disabled (decision 214). The reads are
// asked for with it, not once its file has come and named them: a round trip less on a slow line.
const CallbackForm = lazyPartAfterStart<object>(() =>
  Promise.all([import('./CallbackForm'), import('../../api/queries')]).then(([m]) => ({ default: m.CallbackForm })),
);

/** Contact details (SPEC §1) and the contact form (SPEC §2). */
export default function ContactPage() {
  useDocumentMeta(CONTACT_PAGE.metaTitle, CONTACT_PAGE.description({ ...ACADEMY, ...ACADEMY_DETAILS }));
  return (
    <Section id="contact" title={CONTACT_PAGE.title} lead={CONTACT_PAGE.lead} headingLevel={1}>
      {/* Three cards fill a row or take one each: no balance to set (src/ui/CardGrid.tsx). */}
      <div className={styles.grid}>
        <article className={styles.card}>
          <h2 className={styles.cardTitle}>{CONTACT_PAGE.visit}</h2>
          <address className={styles.address}>
            {ACADEMY_DETAILS.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </article>
        <article className={styles.card}>
          <h2 className={styles.cardTitle}>{CONTACT_PAGE.writeOrCall}</h2>
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
        <article className={styles.card}>
          <h2 className={styles.cardTitle}>{CONTACT_PAGE.hours}</h2>
          <p>{ACADEMY_DETAILS.hours}</p>
        </article>
      </div>
      <div className={`${styles.card} ${styles.formCard}`}>
        <ContactForm />
      </div>
      <Suspense fallback={null}>
        <div className={`${styles.card} ${styles.formCard}`}>
          <CallbackForm />
        </div>
      </Suspense>
    </Section>
  );
}
