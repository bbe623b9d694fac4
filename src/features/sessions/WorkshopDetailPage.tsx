import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/http';
import { workshopQuery } from '../../api/queries';
import type { Workshop } from '../../contract';
import { WORKSHOP_DETAIL } from '../../content/copy';
import { hasInAppHistory } from '../../ui/navigation-history';
import { Button } from '../../ui/Button';
import { useDateFormats } from '../../ui/format';
import { PageProblem } from '../../ui/PageProblem';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { statusPhase } from './classify';
import styles from './sessions.module.css';

const WORKSHOP_LISTING = '/book/workshop';

/** SPEC: back in history; with no page of ours behind this one, the workshop listing. */
function BackToWorkshops() {
  const [, navigate] = useLocation();
  return (
    <Button variant="outline" onClick={() => (hasInAppHistory() ? window.history.back() : navigate(WORKSHOP_LISTING))}>
      ← {WORKSHOP_DETAIL.back}
    </Button>
  );
}

export default function WorkshopDetailPage({ id }: { id: string }) {
  const workshop = useQuery(workshopQuery(id));
  useDocumentMeta(workshop.data?.title ?? 'Workshop', workshop.data?.description ?? 'Workshop details, topics and how to register.');
  if (workshop.isPending) return <StatusText>{WORKSHOP_DETAIL.loading}</StatusText>;
  if (workshop.isError && !workshop.data) {
    const missing = workshop.error instanceof ApiError && workshop.error.status === 404;
    return (
      <PageProblem
        message={missing ? WORKSHOP_DETAIL.notFound : WORKSHOP_DETAIL.error}
        onRetry={missing ? undefined : () => void workshop.refetch()}
      >
        <BackToWorkshops />
      </PageProblem>
    );
  }
  if (!workshop.data) {
    return (
      <PageProblem message={WORKSHOP_DETAIL.empty}>
        <BackToWorkshops />
      </PageProblem>
    );
  }
  return <WorkshopDetail workshop={workshop.data} />;
}

function WorkshopDetail({ workshop }: { workshop: Workshop }) {
  const phase = statusPhase(workshop.status);
  const dates = useDateFormats();
  return (
    <>
      <section className={styles.hero} aria-labelledby="session-title">
        <div className={`container ${styles.heroBody}`}>
          <BackToWorkshops />
          <p className={styles.badge} data-phase={phase}>
            {workshop.status}
          </p>
          <h1 id="session-title">{workshop.title}</h1>
          <p className={styles.heroLead}>{workshop.description}</p>
          {workshop.registrationLink && phase !== 'past' && (
            <div className={styles.actions}>
              <Button as={workshop.registrationLink.startsWith('/') ? 'link' : 'external'} href={workshop.registrationLink} size="lg">
                {WORKSHOP_DETAIL.registerNow}
              </Button>
            </div>
          )}
        </div>
      </section>
      <Section>
        <div className={styles.twoColumns}>
          <div>
            <h2>Details</h2>
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt>Starts</dt>
                <dd>{dates.date(workshop.startDate)}</dd>
              </div>
              <div className={styles.detail}>
                <dt>Ends</dt>
                <dd>{dates.date(workshop.endDate)}</dd>
              </div>
              <div className={styles.detail}>
                <dt>Duration</dt>
                <dd>{workshop.duration}</dd>
              </div>
              <div className={styles.detail}>
                <dt>Location</dt>
                <dd>{workshop.location}</dd>
              </div>
              <div className={styles.detail}>
                <dt>Certification</dt>
                <dd>{workshop.certification ? WORKSHOP_DETAIL.provided : WORKSHOP_DETAIL.notProvided}</dd>
              </div>
              {workshop.instructors.length > 0 && (
                <div className={styles.detail}>
                  <dt>Instructors</dt>
                  <dd>{workshop.instructors.map((i) => i.name).join(', ')}</dd>
                </div>
              )}
              <div className={styles.detail}>
                <dt>Contact</dt>
                <dd>
                  <a href={`mailto:${workshop.contact.email}`}>{workshop.contact.email}</a>
                  <br />
                  <a href={`tel:${workshop.contact.phone.replace(/[^\d+]/g, '')}`}>{workshop.contact.phone}</a>
                </dd>
              </div>
            </dl>
          </div>
          <div>
            {workshop.prerequisites.length > 0 && (
              <>
                <h2>Prerequisites</h2>
                <ul>
                  {workshop.prerequisites.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </>
            )}
            {workshop.topics.length > 0 && (
              <>
                <h2>Topics</h2>
                <ul>
                  {workshop.topics.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
