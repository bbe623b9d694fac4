import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/Link';
import { eventsQuery, internshipSessionsQuery, sessionCategoriesQuery, webinarsQuery, workshopsQuery } from '../../api/queries';
import type { SessionCategory } from '../../contract';
import { SESSION_TYPES } from '../../contract/session-types';
import { LISTING } from '../../content/screens';
import { Button } from '../../ui/Button';
import { useDateFormats } from '../../ui/format';
import { SmartImage } from '../../ui/SmartImage';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useNow } from '../../ui/useNow';
import cards from '../../ui/cards.module.css';
import { PHASES, type Phase } from './classify';
import { eventItems, internshipItems, webinarItems, workshopItems, type ListingItem } from './listing-items';
import { ListStatus } from '../../ui/ListStatus';
import styles from './sessions.module.css';
import { CardGrid } from '../../ui/CardGrid';

const KNOWN_SLUGS: readonly string[] = SESSION_TYPES;
const capitalise = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

export default function ListingPage({ slug }: { slug: string }) {
  const heading = `${capitalise(slug)} ${LISTING.suffix}`;
  useDocumentMeta(heading, LISTING.description(slug));
  const categories = useQuery(sessionCategoriesQuery());
  const category = categories.data?.find((c) => c.slug === slug);

  return (
    <Section id="listing" title={heading} headingLevel={1}>
      <ListStatus read={categories} loading={<StatusText>{LISTING.loading}</StatusText>} failed={LISTING.error} />
      {categories.isSuccess && !category && (
        <div className={styles.centered}>
          <StatusText>{LISTING.unknownCategory(slug)}</StatusText>
          <Button as="link" href="/book" variant="outline">
            {LISTING.allCategories}
          </Button>
        </div>
      )}
      {category && <CategorySessions category={category} />}
    </Section>
  );
}

/** One source per kind of session; each hands its items to the same sections. */
function CategorySessions({ category }: { category: SessionCategory }) {
  switch (category.type) {
    case 'event':
      return <EventSessions category={category} />;
    case 'webinar':
      return <WebinarSessions category={category} />;
    case 'internship-session':
      return <InternshipSessions category={category} />;
    default:
      return <WorkshopSessions category={category} />;
  }
}

function EventSessions({ category }: { category: SessionCategory }) {
  const query = useQuery(eventsQuery());
  const now = useNow(60_000);
  return <Sections category={category} query={query} items={query.data && eventItems(query.data, category.slug, now)} />;
}
function WebinarSessions({ category }: { category: SessionCategory }) {
  const query = useQuery(webinarsQuery());
  return <Sections category={category} query={query} items={query.data && webinarItems(query.data, category.slug)} />;
}
function WorkshopSessions({ category }: { category: SessionCategory }) {
  const query = useQuery(workshopsQuery());
  return <Sections category={category} query={query} items={query.data && workshopItems(query.data, category.slug)} />;
}
function InternshipSessions({ category }: { category: SessionCategory }) {
  const query = useQuery(internshipSessionsQuery());
  return <Sections category={category} query={query} items={query.data && internshipItems(query.data, category.slug)} />;
}

interface SectionsProps {
  category: SessionCategory;
  query: Parameters<typeof ListStatus>[0]['read'];
  items: ListingItem[] | undefined;
}

function Sections({ category, query, items }: SectionsProps) {
  if (!items) return <ListStatus read={query} loading={<StatusText>{LISTING.loading}</StatusText>} failed={LISTING.error} />;
  const phases: readonly Phase[] = KNOWN_SLUGS.includes(category.slug) ? PHASES : ['ongoing'];
  const groups = phases.map((phase) => ({ phase, list: (items ?? []).filter((i) => i.phase === phase) })).filter((g) => g.list.length > 0);
  if (groups.length === 0) return <StatusText>{LISTING.noSessions(category.name)}</StatusText>;
  return (
    <>
      {groups.map(({ phase, list }) => (
        <section key={phase} className={styles.phase} aria-labelledby={`phase-${phase}`}>
          <h2 id={`phase-${phase}`} className={styles.phaseTitle}>
            <span className={styles.phaseDot} data-phase={phase} aria-hidden="true" />
            {LISTING.sections[phase]} <span className={styles.muted}>({list.length})</span>
          </h2>
          <CardGrid list count={list.length}>
            {list.map((item) => (
              <li key={item.id}>
                <SessionCard item={item} />
              </li>
            ))}
          </CardGrid>
        </section>
      ))}
    </>
  );
}

function SessionCard({ item }: { item: ListingItem }) {
  const dates = useDateFormats();
  return (
    <article className={`${cards.card} ${cards.mediaCard}`}>
      <SmartImage className={cards.cover} src={item.picture} alt="" width={800} height={450} />
      <div className={cards.mediaBody}>
        <h3 className={cards.cardTitle}>{item.title}</h3>
        <p className={cards.meta}>
          <time dateTime={item.start}>{dates.dateTime(item.start)}</time>
        </p>
        <p className={styles.twoLines}>{item.description}</p>
        <Link href={item.href} className={`${cards.link} ${cards.push}`} aria-label={`${LISTING.viewDetails}: ${item.title}`}>
          {LISTING.viewDetails} →
        </Link>
      </div>
    </article>
  );
}
