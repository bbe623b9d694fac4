import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/http';
import { eventQuery } from '../../api/queries';
import type { Event, Sponsor } from '../../contract';
import { EVENT_DETAIL, OFFLINE } from '../../content/copy';
import { useOnline } from '../../offline/use-online';
import { RESOURCE_LINK_CHARS } from '../../content/limits';
import { AnyLink } from '../../ui/AnyLink';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { formatCount, formatRupees, truncate, useDateFormats } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { NO_IMAGE, uploadSrc } from '../../ui/images';
import { PageProblem } from '../../ui/PageProblem';
import { Section, StatusText } from '../../ui/Section';
import { SmartImage } from '../../ui/SmartImage';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import styles from './sessions.module.css';

export default function EventDetailPage({ id }: { id: string }) {
  const event = useQuery(eventQuery(id));
  useDocumentMeta(event.data?.title ?? 'Event', event.data?.description ?? 'Event details, agenda, speakers and resources.');
  if (event.isPending) return <StatusText>{EVENT_DETAIL.loading}</StatusText>;
  if (!event.data) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return (
      <PageProblem
        message={missing ? EVENT_DETAIL.notFound : EVENT_DETAIL.error}
        onRetry={missing ? undefined : () => void event.refetch()}
      >
        <Button as="link" href="/events">
          {EVENT_DETAIL.browseEvents}
        </Button>
      </PageProblem>
    );
  }
  return <EventDetail event={event.data} />;
}

/** SPEC: Active green, Past red, anything else yellow. */
const statusTone = (status: string) => (status === 'Active' ? 'green' : status === 'Past' ? 'red' : 'yellow');

/** SPEC: a feedback link whose value is the string "true" is a placeholder, not a link. */
const usableLink = (link: string | null) => (link && link !== 'true' ? link : null);

function EventDetail({ event }: { event: Event }) {
  const dates = useDateFormats();
  const online = useOnline();
  const feedback = usableLink(event.feedbackFormLink);
  return (
    <>
      <section className={styles.hero} aria-labelledby="session-title">
        <SmartImage
          className={styles.banner}
          src={uploadSrc('eventBanner', event.bannerImage) ?? NO_IMAGE}
          fallback={NO_IMAGE}
          alt=""
          width={1200}
          height={400}
          loading="eager"
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
              <time dateTime={event.startDate}>
                {dates.longDate(event.startDate)}, {dates.time(event.startDate)}
              </time>
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
            <Button as="link" href="/events" variant="outline" size="lg">
              {EVENT_DETAIL.browseEvents}
            </Button>
          </div>
        </div>
      </section>

      <Section id="event-details" title={EVENT_DETAIL.details}>
        <dl className={styles.details}>
          <Detail term="Date">{dates.range(event.startDate, event.endDate)}</Detail>
          <Detail term="Location">{event.location}</Detail>
          <Detail term="Mode">{event.mode}</Detail>
          <Detail term="Participants">
            {formatCount(event.registeredCount)} / {formatCount(event.maxParticipants)} registered
          </Detail>
          <Detail term="Certificate">{event.certificateAvailable ? EVENT_DETAIL.available : EVENT_DETAIL.notAvailable}</Detail>
          <Detail term="Organizer">{event.organizer}</Detail>
          <Detail term="Status">
            <span className={styles.status} data-tone={statusTone(event.status)}>
              {event.status}
            </span>
          </Detail>
          {event.speakers.length > 0 && <Detail term="Speakers">{event.speakers.join(', ')}</Detail>}
          <Detail term="Price">{event.isFree ? EVENT_DETAIL.free : formatRupees(event.price)}</Detail>
          {event.meetingLink && (
            <Detail term="Meeting">
              <AnyLink href={event.meetingLink}>{EVENT_DETAIL.joinMeeting}</AnyLink>
              {!online && <span className={styles.muted}> {OFFLINE.needsNetwork}</span>}
            </Detail>
          )}
          {event.registrationLink && (
            <Detail term="Registration">
              <AnyLink href={event.registrationLink}>{EVENT_DETAIL.registerNow}</AnyLink>
            </Detail>
          )}
          {feedback && (
            <Detail term="Feedback">
              <AnyLink href={feedback}>Share your feedback</AnyLink>
            </Detail>
          )}
        </dl>
      </Section>

      {event.agenda.length > 0 && (
        <Section id="agenda" title={EVENT_DETAIL.agenda} tone="tint">
          <ol className={styles.agenda}>
            {event.agenda.map((a, i) => (
              <li key={a._id}>
                <p className={styles.agendaSession}>Session {i + 1}</p>
                <p className={styles.agendaTime}>{a.time}</p>
                <p>{a.activity}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}

      {event.gallery.length > 0 && (
        <Section id="gallery" title={EVENT_DETAIL.gallery}>
          <ul className={styles.gallery}>
            {event.gallery.map((g, i) => (
              <li key={`${g}-${i}`}>
                <SmartImage
                  src={uploadSrc('eventGallery', g) ?? NO_IMAGE}
                  fallback={NO_IMAGE}
                  alt={`${event.title}, photo ${i + 1}`}
                  width={400}
                  height={260}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {event.sponsors.length > 0 && (
        <Section id="sponsors" title={EVENT_DETAIL.sponsors} tone="tint">
          <ul className={styles.sponsors}>
            {event.sponsors.map((s, i) => (
              <SponsorTile key={i} sponsor={s} />
            ))}
          </ul>
        </Section>
      )}

      {event.resources.length > 0 && (
        <Section id="resources" title={EVENT_DETAIL.resources}>
          <ul className={styles.resources}>
            {event.resources.map((r) => (
              <li key={r}>
                <a href={r} target="_blank" rel="noopener noreferrer" title={r}>
                  {truncate(r, RESOURCE_LINK_CHARS)}
                </a>
                <CopyButton text={r} label={EVENT_DETAIL.copy} copiedText={EVENT_DETAIL.copied} failedText={EVENT_DETAIL.copyFailed} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
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
