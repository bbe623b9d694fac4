import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/http';
import { internshipSessionQuery } from '../../api/queries';
import type { InternshipSession } from '../../contract';
import { INTERNSHIP_DETAIL } from '../../content/copy';
import { Button } from '../../ui/Button';
import { formatCount, formatRupees, useDateFormats } from '../../ui/format';
import { PageProblem } from '../../ui/PageProblem';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';
import { statusPhase } from './classify';
import styles from './sessions.module.css';

export default function InternshipDetailPage({ id }: { id: string }) {
  const session = useQuery(internshipSessionQuery(id));
  useDocumentMeta(session.data?.title ?? 'Internship session', session.data?.description ?? 'Internship overview, fees and curriculum.');
  if (session.isPending) return <StatusText>{INTERNSHIP_DETAIL.loading}</StatusText>;
  if (!session.data) {
    const missing = session.error instanceof ApiError && session.error.status === 404;
    return (
      <PageProblem
        message={missing ? INTERNSHIP_DETAIL.notFound : INTERNSHIP_DETAIL.error}
        onRetry={missing ? undefined : () => void session.refetch()}
      >
        <Button as="link" href="/book/internship-session">
          See all internship sessions
        </Button>
      </PageProblem>
    );
  }
  return <InternshipDetail session={session.data} />;
}

function InternshipDetail({ session }: { session: InternshipSession }) {
  const phase = statusPhase(session.status);
  const dates = useDateFormats();
  const overview: [string, string][] = [
    ['Start date', dates.date(session.startDate)],
    ['End date', dates.date(session.endDate)],
    ['Duration', session.duration],
    ['Mode', session.mode],
    ['Location', session.location],
    ['Capacity', `${formatCount(session.capacity)} students`],
    ['Certification', session.certification ? INTERNSHIP_DETAIL.included : INTERNSHIP_DETAIL.notIncluded],
  ];
  return (
    <>
      <section className={styles.hero} aria-labelledby="session-title">
        <div className={`container ${styles.heroBody}`}>
          <p className={styles.badge} data-phase={phase}>
            {session.status}
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
      <Section>
        <div className={styles.twoColumns}>
          <div>
            <h2>{INTERNSHIP_DETAIL.overview}</h2>
            <dl className={styles.details}>
              {overview.map(([term, value]) => (
                <div key={term} className={styles.detail}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <aside className={styles.fees} aria-labelledby="fees-title">
            <h2 id="fees-title">{INTERNSHIP_DETAIL.fees}</h2>
            <p className={styles.feeAmount}>{formatRupees(session.fees.amount)}</p>
            <h3>{INTERNSHIP_DETAIL.guarantee}</h3>
            <p>{session.fees.refundPolicy}</p>
          </aside>
        </div>
      </Section>
      {session.topics.length > 0 && (
        <Section id="curriculum" title={INTERNSHIP_DETAIL.curriculum} tone="tint">
          <ol className={styles.curriculum}>
            {session.topics.map((t, i) => (
              <li key={t}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                {t}
              </li>
            ))}
          </ol>
        </Section>
      )}
      <Section id="why" title={INTERNSHIP_DETAIL.why}>
        <ul className={`${cards.grid} ${styles.plainList}`}>
          {INTERNSHIP_DETAIL.whyCards.map((c) => (
            <li key={c.title} className={cards.card}>
              <h3 className={cards.cardTitle}>{c.title}</h3>
              <p className={styles.muted}>{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
