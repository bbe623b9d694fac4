import type { CSSProperties } from 'react';
import { Link } from '../ui/Link';
import type { MentorSummary } from '../contract';
import { MENTOR_CARD } from '../content/home';
import { BIO_CLAMP_LINES } from '../content/limits';
import { DEFAULT_AVATAR } from '../ui/images';
import { UploadImage } from '../ui/SmartImage';
import styles from '../ui/cards.module.css';
import own from './MentorCard.module.css';

const BIO_LINES = { '--bio-lines': BIO_CLAMP_LINES } as CSSProperties;

export const mentorPath = (id: string) => `/mentors/m/${id}`;

/**
 * A mentor of the list: photo (default avatar), name, highest qualification, summary clamped to 3 lines.
 * The name is a heading one level below whatever it sits under: h3 in the home section's h2, h2 on
 * /mentors, whose only heading above is the page's h1 (a skipped level misleads screen-reader users).
 */
export function MentorCard({ mentor, titleLevel = 3 }: { mentor: MentorSummary; titleLevel?: 2 | 3 }) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.mentorHead}>
        <UploadImage
          className={styles.avatar}
          kind="trainerPhoto"
          file={mentor.profilePhotoTrainer}
          fallback={DEFAULT_AVATAR}
          width={72}
          height={72}
        />
        <div>
          <Title className={styles.cardTitle}>
            <Link href={mentorPath(mentor._id)}>{mentor.fullName}</Link>
          </Title>
          <p className={styles.small}>{mentor.highestQualification}</p>
        </div>
      </div>
      <p className={`${styles.clamp} ${own.bio}`} style={BIO_LINES}>
        {mentor.summary}
      </p>
      <Link
        href={mentorPath(mentor._id)}
        className={`${styles.link} ${styles.push}`}
        aria-label={MENTOR_CARD.viewProfileOf(mentor.fullName)}
      >
        {MENTOR_CARD.viewProfile} →
      </Link>
    </article>
  );
}
