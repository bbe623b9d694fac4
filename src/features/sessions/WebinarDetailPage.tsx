import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/http';
import { webinarQuery } from '../../api/queries';
import type { Webinar } from '../../contract';
import { OFFLINE, WEBINAR_DETAIL } from '../../content/copy';
import { useOnline } from '../../offline/use-online';
import { AnyLink } from '../../ui/AnyLink';
import { Button } from '../../ui/Button';
import { formatCount, useDateFormats } from '../../ui/format';
import { uploadSrc } from '../../ui/images';
import { PageProblem } from '../../ui/PageProblem';
import { useEarlyImageFailure } from '../../ui/SmartImage';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { statusPhase } from './classify';
import { Countdown } from './Countdown';
import styles from './sessions.module.css';

export default function WebinarDetailPage({ id }: { id: string }) {
  const webinar = useQuery(webinarQuery(id));
  useDocumentMeta(webinar.data?.title ?? 'Webinar', webinar.data?.description ?? 'Webinar details, presenter and how to join.');
  if (webinar.isPending) return <StatusText>{WEBINAR_DETAIL.loading}</StatusText>;
  if (!webinar.data) {
    const missing = webinar.error instanceof ApiError && webinar.error.status === 404;
    return (
      <PageProblem
        message={missing ? WEBINAR_DETAIL.notFound : WEBINAR_DETAIL.error}
        onRetry={missing ? undefined : () => void webinar.refetch()}
      >
        <Button as="link" href="/book/webinar">
          See all webinars
        </Button>
      </PageProblem>
    );
  }
  return <WebinarDetail webinar={webinar.data} />;
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
  const phase = statusPhase(webinar.status);
  const dates = useDateFormats();
  const online = useOnline();
  const [revealed, setRevealed] = useState(false);
  const photo = uploadSrc('webinarSpeaker', webinar.speakerPhoto);
  const [photoBroken, setPhotoBroken] = useState(false);
  const photoRef = useRef<HTMLImageElement>(null);
  useEarlyImageFailure(photoRef, photo, () => setPhotoBroken(true));
  return (
    <>
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

      <Section>
        <div className={styles.twoColumns}>
          <article className={styles.presenter} aria-labelledby="presenter-title">
            <h2 id="presenter-title">{WEBINAR_DETAIL.presenter}</h2>
            <div className={styles.presenterHead}>
              {photo && !photoBroken ? (
                <img
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

          <div>
            <h2>{WEBINAR_DETAIL.details}</h2>
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt>Date</dt>
                <dd>{dates.longDate(webinar.date)}</dd>
              </div>
              <div className={styles.detail}>
                <dt>Time</dt>
                <dd>{dates.timeRange(webinar.date, webinarEnd(webinar))}</dd>
              </div>
              <div className={styles.detail}>
                <dt>Platform</dt>
                <dd>{webinar.platform}</dd>
              </div>
              <div className={styles.detail}>
                <dt>Meeting link</dt>
                <dd>
                  <AnyLink href={webinar.meetingLink}>{webinar.meetingLink}</AnyLink>
                </dd>
              </div>
              <div className={styles.detail}>
                <dt>Meeting ID</dt>
                <dd>{webinar.meetingId}</dd>
              </div>
              <div className={styles.detail}>
                <dt>Capacity</dt>
                <dd>{formatCount(webinar.maxParticipants)} attendees</dd>
              </div>
              <div className={styles.detail}>
                <dt>Access code</dt>
                <dd>
                  {revealed ? (
                    <code className={styles.passcode}>{webinar.passcode}</code>
                  ) : (
                    <Button variant="outline" size="sm" onClick={() => setRevealed(true)}>
                      {WEBINAR_DETAIL.reveal}
                    </Button>
                  )}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </Section>
    </>
  );
}
