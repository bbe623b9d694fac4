import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { webinarQuery } from '../../api/queries';
import type { Webinar } from '../../contract';
import { OFFLINE } from '../../content/copy';
import { WEBINAR_DETAIL } from '../../content/detail-pages';
import { useOnline } from '../../offline/use-online';
import { AnyLink } from '../../ui/AnyLink';
import { Button } from '../../ui/Button';
import { DetailScreen } from '../../ui/DetailScreen';
import { formatCount, useDateFormats } from '../../ui/format';
import { uploadSrc } from '../../ui/images';
import { useEarlyImageFailure } from '../../ui/SmartImage';
import { UnbrokenNumbers } from '../../ui/UnbrokenNumbers';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { statusPhase } from './classify';
import { Countdown } from './Countdown';
import { Detail, DetailList } from './DetailList';
import styles from './sessions.module.css';
import { MySessionControls } from './MySessionControls';
import { EagerImage } from '../../ui/EagerImage';

const TERMS = WEBINAR_DETAIL.terms;

export default function WebinarDetailPage({ id }: { id: string }) {
  const webinar = useQuery(webinarQuery(id));
  useDocumentMeta(webinar.data?.title ?? WEBINAR_DETAIL.metaTitle, webinar.data?.description ?? WEBINAR_DETAIL.metaDescription);
  return (
    <DetailScreen
      query={webinar}
      loading={<StatusText>{WEBINAR_DETAIL.loading}</StatusText>}
      copy={WEBINAR_DETAIL}
      listing={{ href: '/book/webinar', label: WEBINAR_DETAIL.allWebinars }}
    >
      {(data) => <WebinarDetail webinar={data} />}
    </DetailScreen>
  );
}

/** The API gives the start instant and "HH:MM" start and end times; the end is the start plus their difference. */
function webinarEnd(webinar: Webinar): Date | null {
  const minutes = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return (h ?? NaN) * 60 + (m ?? NaN);
  };
  const start = new Date(webinar.date);
  let length = minutes(webinar.endTime) - minutes(webinar.startTime);
  if (Number.isNaN(length) || Number.isNaN(start.getTime())) return null;
  if (length < 0) length += 24 * 60;
  return new Date(start.getTime() + length * 60_000);
}

function WebinarDetail({ webinar }: { webinar: Webinar }) {
  return (
    <>
      <WebinarHero webinar={webinar} />
      <MySessionControls kind="webinar" id={webinar._id} over={statusPhase(webinar.status) === 'past'} />
      <Section>
        <div className={styles.twoColumns}>
          <Presenter webinar={webinar} />
          <div>
            <h2>{WEBINAR_DETAIL.details}</h2>
            <WebinarDetails webinar={webinar} />
          </div>
        </div>
      </Section>
    </>
  );
}

/** SPEC: upcoming counts down, ongoing offers to join, anything else has ended. */
function WebinarHero({ webinar }: { webinar: Webinar }) {
  const phase = statusPhase(webinar.status);
  const online = useOnline();
  return (
    <section className={styles.hero} aria-labelledby="session-title">
      <div className={`container ${styles.heroBody}`}>
        <p className={styles.badge} data-phase={phase}>
          {WEBINAR_DETAIL.badges[phase]}
        </p>
        <h1 id="session-title">{webinar.title}</h1>
        <p className={styles.heroLead}>{webinar.description}</p>
        <div className={styles.webinarState}>
          {phase === 'upcoming' && <Countdown to={webinar.date} label={WEBINAR_DETAIL.startsIn} />}
          {phase === 'ongoing' && (
            <>
              <Button as={webinar.meetingLink.startsWith('/') ? 'link' : 'external'} href={webinar.meetingLink} size="lg">
                {WEBINAR_DETAIL.join}
              </Button>
              {!online && <p className={styles.heroLead}>{OFFLINE.needsNetwork}</p>}
            </>
          )}
          {phase === 'past' && <p className={styles.ended}>{WEBINAR_DETAIL.ended}</p>}
        </div>
      </div>
    </section>
  );
}

/** The presenter's photo, or their initial when there is none or it does not load. */
function Presenter({ webinar }: { webinar: Webinar }) {
  const photo = uploadSrc('webinarSpeaker', webinar.speakerPhoto);
  const [photoBroken, setPhotoBroken] = useState(false);
  const photoRef = useRef<HTMLImageElement>(null);
  useEarlyImageFailure(photoRef, photo, () => setPhotoBroken(true));
  return (
    <article className={styles.presenter} aria-labelledby="presenter-title">
      <h2 id="presenter-title">{WEBINAR_DETAIL.presenter}</h2>
      <div className={styles.presenterHead}>
        {photo && !photoBroken ? (
          <EagerImage
            ref={photoRef}
            src={photo}
            alt=""
            width={88}
            height={88}
            className={styles.presenterPhoto}
            onError={() => setPhotoBroken(true)}
          />
        ) : (
          <span className={styles.presenterInitial} aria-hidden="true">
            {webinar.speakerName.charAt(0).toUpperCase()}
          </span>
        )}
        <p className={styles.presenterName}>{webinar.speakerName}</p>
      </div>
      <p>{webinar.speakerBio}</p>
    </article>
  );
}

function WebinarDetails({ webinar }: { webinar: Webinar }) {
  const dates = useDateFormats();
  const [revealed, setRevealed] = useState(false);
  return (
    <DetailList>
      <Detail term={TERMS.date}>{dates.date(webinar.date)}</Detail>
      <Detail term={TERMS.time}>{dates.timeRange(webinar.date, webinarEnd(webinar))}</Detail>
      <Detail term={TERMS.platform}>{webinar.platform}</Detail>
      <Detail term={TERMS.meetingLink}>
        <AnyLink href={webinar.meetingLink}>
          <UnbrokenNumbers text={webinar.meetingLink} />
        </AnyLink>
      </Detail>
      <Detail term={TERMS.meetingId}>
        <UnbrokenNumbers text={webinar.meetingId} />
      </Detail>
      <Detail term={TERMS.capacity}>{WEBINAR_DETAIL.attendees(formatCount(webinar.maxParticipants))}</Detail>
      <Detail term={TERMS.accessCode}>
        {revealed ? (
          <code className={styles.passcode}>{webinar.passcode}</code>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setRevealed(true)}>
            {WEBINAR_DETAIL.reveal}
          </Button>
        )}
      </Detail>
    </DetailList>
  );
}
