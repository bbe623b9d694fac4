import { Link } from '../ui/Link';
import type { Testimonial } from '../contract';
import { TESTIMONIAL_FIXED_RATING } from '../content/limits';
import { TESTIMONIAL_PLACEHOLDER } from '../ui/images';
import { UploadImage } from '../ui/SmartImage';
import { Stars } from '../ui/Stars';
import styles from '../ui/cards.module.css';

/** SPEC §3: messages arrive wrapped in curly quotes that the card shows without. */
export function stripCurlyQuotes(message: string): string {
  return message.replace(/[“”]/g, '').trim();
}

export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <article className={styles.card}>
      <Stars rating={TESTIMONIAL_FIXED_RATING} showValue />
      <blockquote className={styles.quote}>
        <p>{stripCurlyQuotes(t.message)}</p>
      </blockquote>
      <div className={`${styles.person} ${styles.push}`}>
        <UploadImage
          className={styles.personPhoto}
          kind="feedbackProfile"
          file={t.profile}
          fallback={TESTIMONIAL_PLACEHOLDER}
          width={48}
          height={48}
        />
        <div>
          <p className={styles.personName}>
            {t.linkedin ? (
              <a href={t.linkedin} target="_blank" rel="noopener noreferrer">
                {t.fullName}
              </a>
            ) : (
              t.fullName
            )}
          </p>
          <p className={styles.small}>{[t.role, t.collegeName].filter(Boolean).join(' · ')}</p>
          {t.courseId && t.course && (
            <p className={styles.small}>
              <Link href={`/courses/${t.courseId}`}>{t.course}</Link>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
