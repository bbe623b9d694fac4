/** My courses and my sessions: what a student comes back to each week. */
import { Link } from '../../ui/Link';
import type { JoinDetails, MyEnrolment, MyLearning, MySession } from '../../contract/my-learning';
import { MY_BATCH } from '../../content/batches';
import { MY_LEARNING } from '../../content/my-learning';
import { buttonClass } from '../../ui/Button';
import { useDateFormats } from '../../ui/format';
import { UnbrokenNumbers } from '../../ui/UnbrokenNumbers';
import { BatchSeat } from './BatchSeat';
import styles from './my-learning.module.css';

const ENROLMENTS = MY_LEARNING.enrolments;
const SESSIONS = MY_LEARNING.sessions;

export function EnrolmentList({ enrolments }: { enrolments: MyEnrolment[] }) {
  const dates = useDateFormats();
  return (
    <section aria-labelledby="my-courses" className={styles.block}>
      <h2 id="my-courses">{ENROLMENTS.title}</h2>
      {enrolments.length === 0 ? (
        <p className={styles.empty}>
          {ENROLMENTS.empty} <Link href="/courses">{ENROLMENTS.browse}</Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {enrolments.map((e) => (
            <li key={e.enrollmentId} className={styles.item}>
              <h3 className={styles.itemTitle}>{e.course.title}</h3>
              <p className={styles.meta}>
                <span className={styles.badge}>{ENROLMENTS.status[e.status]}</span> {e.batch ? MY_BATCH.starts : ENROLMENTS.started}{' '}
                {dates.date(e.startDate)} · {e.course.duration}
              </p>
              {e.batch && <BatchSeat enrolmentId={e.enrollmentId} batch={e.batch} />}
              <Link href={e.nextStep.path} className={styles.next}>
                {e.nextStep.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SessionLists({ sessions }: { sessions: MyLearning['sessions'] }) {
  return (
    <section aria-labelledby="my-sessions" className={styles.block}>
      <h2 id="my-sessions">{SESSIONS.title}</h2>
      <h3>{SESSIONS.upcoming}</h3>
      {sessions.upcoming.length === 0 ? (
        <p className={styles.empty}>
          {SESSIONS.emptyUpcoming} <Link href="/book">{SESSIONS.browse}</Link>
        </p>
      ) : (
        <SessionList sessions={sessions.upcoming} />
      )}
      <h3>{SESSIONS.past}</h3>
      {sessions.past.length === 0 ? <p className={styles.empty}>{SESSIONS.emptyPast}</p> : <SessionList sessions={sessions.past} />}
    </section>
  );
}

function SessionList({ sessions }: { sessions: MySession[] }) {
  return (
    <ul className={styles.list}>
      {sessions.map((s) => (
        <li key={`${s.kind}-${s._id}`} className={styles.item}>
          <SessionItem session={s} />
        </li>
      ))}
    </ul>
  );
}

function SessionItem({ session: s }: { session: MySession }) {
  const dates = useDateFormats();
  const ahead = s.phase !== 'past';
  return (
    <>
      <h4 className={styles.itemTitle}>
        <Link href={s.pagePath}>{s.title}</Link>
      </h4>
      <p className={styles.meta}>
        <span className={styles.badge}>{SESSIONS.kinds[s.kind]}</span> {dates.range(s.startDate, s.endDate)}
        {s.phase === 'ongoing' && <strong> · {SESSIONS.ongoing}</strong>}
        {ahead && s.reminders && <span> · {SESSIONS.remindersOn}</span>}
      </p>
      {ahead && <Join join={s.join} />}
      {ahead && (
        // A plain link: the browser downloads the file with the session cookie (`download` keeps the page).
        <a href={s.calendarPath} download className={buttonClass('outline', 'sm')}>
          {SESSIONS.addToCalendar}
        </a>
      )}
    </>
  );
}

function Join({ join }: { join: JoinDetails }) {
  const rows = (Object.keys(SESSIONS.join) as (keyof JoinDetails)[]).filter((k) => join[k]);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.join}>
      {rows.map((k) => (
        <div key={k}>
          <dt>{SESSIONS.join[k]}</dt>
          <dd>
            {k === 'meetingLink' ? (
              <a href={join[k]} target="_blank" rel="noopener noreferrer">
                <UnbrokenNumbers text={join[k] ?? ''} />
              </a>
            ) : (
              <UnbrokenNumbers text={join[k] ?? ''} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
