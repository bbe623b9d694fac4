import { useQuery } from '@tanstack/react-query';
import { internshipSessionQuery } from '../../api/queries';
import type { InternshipSession } from '../../contract';
import { PHASE_WORDS } from '../../content/glossary';
import { INTERNSHIP_DETAIL } from '../../content/detail-pages';
import { Button } from '../../ui/Button';
import { DetailScreen } from '../../ui/DetailScreen';
import { formatCount, formatRupees, useDateFormats } from '../../ui/format';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import { statusPhase } from './classify';
import { Detail, DetailList } from './DetailList';
import styles from './sessions.module.css';
import { CardGrid } from '../../ui/CardGrid';
import { MySessionControls } from './MySessionControls';

const TERMS = INTERNSHIP_DETAIL.terms;

export default function InternshipDetailPage({ id }: { id: string }) {
  const session = useQuery(internshipSessionQuery(id));
  useDocumentMeta(session.data?.title ?? INTERNSHIP_DETAIL.metaTitle, session.data?.description ?? INTERNSHIP_DETAIL.metaDescription);
  return (
    <DetailScreen
      query={session}
      loading={<StatusText>{INTERNSHIP_DETAIL.loading}</StatusText>}
      copy={INTERNSHIP_DETAIL}
      listing={{ href: '/book/internship-session', label: INTERNSHIP_DETAIL.allSessions }}
    >
      {(data) => <InternshipDetail session={data} />}
    </DetailScreen>
  );
}

function InternshipDetail({ session }: { session: InternshipSession }) {
  const phase = statusPhase(session.status);
  return (
    <>
      <section className={styles.hero} aria-labelledby="session-title">
        <div className={`container ${styles.heroBody}`}>
          <p className={styles.badge} data-phase={phase}>
            {PHASE_WORDS[phase]}
          </p>
          <h1 id="session-title">{session.title}</h1>
          <p className={styles.heroLead}>{session.description}</p>
          {phase !== 'past' && (
            <div className={styles.actions}>
              <Button as="link" href="/auth/register" size="lg">
                {INTERNSHIP_DETAIL.register}
              </Button>
            </div>
          )}
        </div>
      </section>
      <MySessionControls kind="internship-session" id={session._id} over={phase === 'past'} />
      <Section>
        <div className={styles.twoColumns}>
          <div>
            <h2>{INTERNSHIP_DETAIL.overview}</h2>
            <Overview session={session} />
          </div>
          <aside className={styles.fees} aria-labelledby="fees-title">
            <h2 id="fees-title">{INTERNSHIP_DETAIL.fees}</h2>
            <p className={styles.feeAmount}>{formatRupees(session.fees.amount)}</p>
            <h3>{INTERNSHIP_DETAIL.guarantee}</h3>
            <p>{session.fees.refundPolicy}</p>
          </aside>
        </div>
      </Section>
      {session.topics.length > 0 && <Curriculum topics={session.topics} />}
      <WhyItStandsOut />
    </>
  );
}

function Overview({ session }: { session: InternshipSession }) {
  const dates = useDateFormats();
  return (
    <DetailList>
      <Detail term={TERMS.startDate}>{dates.dateTime(session.startDate)}</Detail>
      <Detail term={TERMS.endDate}>{dates.dateTime(session.endDate)}</Detail>
      <Detail term={TERMS.duration}>{session.duration}</Detail>
      <Detail term={TERMS.mode}>{session.mode}</Detail>
      <Detail term={TERMS.location}>{session.location}</Detail>
      <Detail term={TERMS.capacity}>{INTERNSHIP_DETAIL.students(formatCount(session.capacity))}</Detail>
      <Detail term={TERMS.certification}>{session.certification ? INTERNSHIP_DETAIL.included : INTERNSHIP_DETAIL.notIncluded}</Detail>
    </DetailList>
  );
}

function Curriculum({ topics }: { topics: string[] }) {
  return (
    <Section id="curriculum" title={INTERNSHIP_DETAIL.curriculum} tone="tint">
      <ol className={styles.curriculum}>
        {topics.map((t, i) => (
          <li key={t}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            {t}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function WhyItStandsOut() {
  return (
    <Section id="why" title={INTERNSHIP_DETAIL.why}>
      <CardGrid list count={INTERNSHIP_DETAIL.whyCards.length}>
        {INTERNSHIP_DETAIL.whyCards.map((c) => (
          <li key={c.title} className={cards.card}>
            <h3 className={cards.cardTitle}>{c.title}</h3>
            <p className={styles.muted}>{c.text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
