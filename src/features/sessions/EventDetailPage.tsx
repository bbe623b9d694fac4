import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/queries';
import type { Event, Sponsor } from '../../contract';
import { OFFLINE } from '../../content/copy';
import { EVENT_DETAIL } from '../../content/detail-pages';
import { PHASE_WORDS } from '../../content/glossary';
import { useOnline } from '../../offline/use-online';
import { RESOURCE_LINK_CHARS } from '../../content/limits';
import { AnyLink } from '../../ui/AnyLink';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { DetailScreen } from '../../ui/DetailScreen';
import { formatCount, formatRupees, truncate, useDateFormats } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { DEFAULT_EVENT_BANNER, NO_IMAGE, uploadSrc } from '../../ui/images';
import { Section, StatusText } from '../../ui/Section';
import { SmartImage, UploadImage } from '../../ui/SmartImage';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useNow } from '../../ui/useNow';
import { eventPhase } from './classify';
import { Detail, DetailList } from './DetailList';
import styles from './sessions.module.css';
import { MySessionControls } from './MySessionControls';

const EVENTS_LISTING = '/events';
const TERMS = EVENT_DETAIL.terms;

export default function EventDetailPage({ id }: { id: string }) {
  const event = useQuery(eventQuery(id));
  useDocumentMeta(event.data?.title ?? EVENT_DETAIL.metaTitle, event.data?.description ?? EVENT_DETAIL.metaDescription);
  return (
    <DetailScreen
      query={event}
      loading={<StatusText>{EVENT_DETAIL.loading}</StatusText>}
      copy={EVENT_DETAIL}
      listing={{ href: EVENTS_LISTING, label: EVENT_DETAIL.browseEvents }}
    >
      {(data) => <EventDetail event={data} />}
    </DetailScreen>
  );
}

/**
 * SPEC: Active green, Past red, anything else yellow. The words are the glossary's phase, from the event's
 * own dates as SPEC classifies events ("Active" said of an event weeks away read as a mistake; decision 117).
 */
const PHASE_TONE = { ongoing: 'green', past: 'red', upcoming: 'yellow' } as const;
/** The phase is read again each minute, as the events listing re-classifies (decision 27). */
const PHASE_CLOCK_MS = 60_000;

/** SPEC: a feedback link whose value is the string "true" is a placeholder, not a link. */
const usableLink = (link: string | null) => (link && link !== 'true' ? link : null);

function EventDetail({ event }: { event: Event }) {
  // Over by its own dates, as SPEC classifies events (its status is free text); the server still refuses
  // a registration for an event that has ended (a 409 whose message is shown).
  const over = eventPhase(event, useNow(PHASE_CLOCK_MS)) === 'past';
  return (
    <>
      <EventHero event={event} />
      <MySessionControls kind="event" id={event._id} over={over} />
      <Section id="event-details" title={EVENT_DETAIL.details}>
        <EventDetails event={event} />
      </Section>
      {event.agenda.length > 0 && (
        <Section id="agenda" title={EVENT_DETAIL.agenda} tone="tint">
          <ol className={styles.agenda}>
            {event.agenda.map((a, i) => (
              <li key={a._id}>
                <p className={styles.agendaSession}>{EVENT_DETAIL.agendaSession(i + 1)}</p>
                <p className={styles.agendaTime}>{a.time}</p>
                <p>{a.activity}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}
      {event.gallery.length > 0 && <Gallery event={event} />}
      {event.sponsors.length > 0 && (
        <Section id="sponsors" title={EVENT_DETAIL.sponsors} tone="tint">
          <ul className={styles.sponsors}>
            {event.sponsors.map((s, i) => (
              <SponsorTile key={i} sponsor={s} />
            ))}
          </ul>
        </Section>
      )}
      {event.resources.length > 0 && <Resources resources={event.resources} />}
    </>
  );
}

function EventHero({ event }: { event: Event }) {
  const dates = useDateFormats();
  return (
    <section className={styles.hero} aria-labelledby="session-title">
      <UploadImage
        className={styles.banner}
        kind="eventBanner"
        file={event.bannerImage}
        fallback={DEFAULT_EVENT_BANNER}
        width={1200}
        height={400}
        loading="eager"
        fetchPriority="high"
        data-testid="event-banner"
      />
      <div className={`container ${styles.heroBody}`}>
        <p className={styles.badge}>
          {event.mode} {EVENT_DETAIL.badgeSuffix}
        </p>
        <h1 id="session-title">{event.title}</h1>
        <p className={styles.heroLead}>{event.description}</p>
        <ul className={styles.heroFacts}>
          <li>
            <Icon name="calendar" size={18} />
            <time dateTime={event.startDate}>{dates.dateTime(event.startDate)}</time>
          </li>
          <li>
            <Icon name="pin" size={18} />
            {event.location}
          </li>
        </ul>
        <div className={styles.actions}>
          {event.registrationLink && (
            <Button as={event.registrationLink.startsWith('/') ? 'link' : 'external'} href={event.registrationLink} size="lg">
              {EVENT_DETAIL.registerNow}
            </Button>
          )}
          <Button as="link" href={EVENTS_LISTING} variant="outline" size="lg">
            {EVENT_DETAIL.browseEvents}
          </Button>
        </div>
      </div>
    </section>
  );
}

function EventDetails({ event }: { event: Event }) {
  const dates = useDateFormats();
  const phase = eventPhase(event, useNow(PHASE_CLOCK_MS));
  const feedback = usableLink(event.feedbackFormLink);
  return (
    <DetailList>
      <Detail term={TERMS.date}>{dates.range(event.startDate, event.endDate)}</Detail>
      <Detail term={TERMS.location}>{event.location}</Detail>
      <Detail term={TERMS.mode}>{event.mode}</Detail>
      <Detail term={TERMS.participants}>
        {EVENT_DETAIL.registered(formatCount(event.registeredCount), formatCount(event.maxParticipants))}
      </Detail>
      <Detail term={TERMS.certificate}>{event.certificateAvailable ? EVENT_DETAIL.available : EVENT_DETAIL.notAvailable}</Detail>
      <Detail term={TERMS.organizer}>{event.organizer}</Detail>
      <Detail term={TERMS.status}>
        <span className={styles.status} data-tone={PHASE_TONE[phase]}>
          {PHASE_WORDS[phase]}
        </span>
      </Detail>
      {event.speakers.length > 0 && <Detail term={TERMS.speakers}>{event.speakers.join(', ')}</Detail>}
      <Detail term={TERMS.price}>{event.isFree ? EVENT_DETAIL.free : formatRupees(event.price)}</Detail>
      {event.meetingLink && <MeetingDetail link={event.meetingLink} />}
      {event.registrationLink && (
        <Detail term={TERMS.registration}>
          <AnyLink href={event.registrationLink}>{EVENT_DETAIL.registerNow}</AnyLink>
        </Detail>
      )}
      {feedback && (
        <Detail term={TERMS.feedback}>
          <AnyLink href={feedback}>{EVENT_DETAIL.shareFeedback}</AnyLink>
        </Detail>
      )}
    </DetailList>
  );
}

function MeetingDetail({ link }: { link: string }) {
  const online = useOnline();
  return (
    <Detail term={TERMS.meeting}>
      <AnyLink href={link}>{EVENT_DETAIL.joinMeeting}</AnyLink>
      {!online && <span className={styles.muted}> {OFFLINE.needsNetwork}</span>}
    </Detail>
  );
}

function Gallery({ event }: { event: Event }) {
  return (
    <Section id="gallery" title={EVENT_DETAIL.gallery}>
      <ul className={styles.gallery}>
        {event.gallery.map((g, i) => (
          <li key={`${g}-${i}`}>
            <UploadImage kind="eventGallery" file={g} alt={EVENT_DETAIL.photoAlt(event.title, i + 1)} width={400} height={260} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Resources({ resources }: { resources: string[] }) {
  return (
    <Section id="resources" title={EVENT_DETAIL.resources}>
      <ul className={styles.resources}>
        {resources.map((r) => (
          <li key={r}>
            <a href={r} target="_blank" rel="noopener noreferrer" title={r}>
              {truncate(r, RESOURCE_LINK_CHARS)}
            </a>
            <CopyButton text={r} label={EVENT_DETAIL.copy} copiedText={EVENT_DETAIL.copied} failedText={EVENT_DETAIL.copyFailed} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function SponsorTile({ sponsor }: { sponsor: Sponsor }) {
  const name = typeof sponsor === 'string' ? sponsor : sponsor.name;
  const logo = typeof sponsor === 'string' ? null : uploadSrc('sponsorLogo', sponsor.logo);
  return (
    <li className={styles.sponsor}>
      {logo ? (
        <SmartImage src={logo} fallback={NO_IMAGE} alt="" width={64} height={64} className={styles.sponsorLogo} />
      ) : (
        <span className={styles.sponsorInitial} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <span>{name}</span>
    </li>
  );
}
