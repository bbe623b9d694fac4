import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { workshopQuery } from '../../api/queries';
import type { Workshop } from '../../contract';
import { WORKSHOP_DETAIL } from '../../content/detail-pages';
import { PHASE_WORDS } from '../../content/glossary';
import { hasInAppHistory } from '../../ui/navigation-history';
import { Button } from '../../ui/Button';
import { DetailScreen } from '../../ui/DetailScreen';
import { useDateFormats } from '../../ui/format';
import { Section, StatusText } from '../../ui/Section';
import { UploadImage } from '../../ui/SmartImage';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { statusPhase } from './classify';
import { Detail, DetailList } from './DetailList';
import styles from './sessions.module.css';
import { MySessionControls } from './MySessionControls';

const WORKSHOP_LISTING = '/book/workshop';
const TERMS = WORKSHOP_DETAIL.terms;

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
  useDocumentMeta(workshop.data?.title ?? WORKSHOP_DETAIL.metaTitle, workshop.data?.description ?? WORKSHOP_DETAIL.metaDescription);
  return (
    <DetailScreen
      query={workshop}
      loading={<StatusText>{WORKSHOP_DETAIL.loading}</StatusText>}
      copy={WORKSHOP_DETAIL}
      listing={{ href: WORKSHOP_LISTING, label: WORKSHOP_DETAIL.back }}
      onward={<BackToWorkshops />}
    >
      {(data) => <WorkshopDetail workshop={data} />}
    </DetailScreen>
  );
}

function WorkshopDetail({ workshop }: { workshop: Workshop }) {
  const phase = statusPhase(workshop.status);
  return (
    <>
      <section className={styles.hero} aria-labelledby="session-title">
        {workshop.bannerImage && (
          // Decorative, as an event's banner: the heading below names the workshop.
          <UploadImage
            className={styles.banner}
            kind="workshopBanner"
            file={workshop.bannerImage}
            width={1200}
            height={400}
            loading="eager"
            data-testid="workshop-banner"
          />
        )}
        <div className={`container ${styles.heroBody}`}>
          <BackToWorkshops />
          <p className={styles.badge} data-phase={phase}>
            {PHASE_WORDS[phase]}
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
      <MySessionControls kind="workshop" id={workshop._id} over={phase === 'past'} />
      <Section>
        <div className={styles.twoColumns}>
          <div>
            <h2>{WORKSHOP_DETAIL.details}</h2>
            <WorkshopDetails workshop={workshop} />
          </div>
          <div>
            <TitledList title={WORKSHOP_DETAIL.prerequisites} items={workshop.prerequisites} />
            <TitledList title={WORKSHOP_DETAIL.topics} items={workshop.topics} />
          </div>
        </div>
      </Section>
    </>
  );
}

function WorkshopDetails({ workshop }: { workshop: Workshop }) {
  const dates = useDateFormats();
  return (
    <DetailList>
      <Detail term={TERMS.starts}>{dates.dateTime(workshop.startDate)}</Detail>
      <Detail term={TERMS.ends}>{dates.dateTime(workshop.endDate)}</Detail>
      <Detail term={TERMS.duration}>{workshop.duration}</Detail>
      <Detail term={TERMS.location}>{workshop.location}</Detail>
      <Detail term={TERMS.certification}>{workshop.certification ? WORKSHOP_DETAIL.provided : WORKSHOP_DETAIL.notProvided}</Detail>
      {workshop.instructors.length > 0 && <Detail term={TERMS.instructors}>{workshop.instructors.map((i) => i.name).join(', ')}</Detail>}
      <Detail term={TERMS.contact}>
        <a href={`mailto:${workshop.contact.email}`}>{workshop.contact.email}</a>
        <br />
        <a href={`tel:${workshop.contact.phone.replace(/[^\d+]/g, '')}`}>{workshop.contact.phone}</a>
      </Detail>
    </DetailList>
  );
}

/** A heading and its list, left out when the list is empty. */
function TitledList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
