/** The lead's story, newest first, from the audit log: forms, status changes, notes, messages and merges. */
import type { TimelineEntry } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { useDateFormats } from '../../../ui/format';
import styles from './leads.module.css';

const T = LEADS.timeline;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const statusName = (v: unknown) => LEADS.statuses[text(v) as keyof typeof LEADS.statuses] ?? text(v);

function what(entry: TimelineEntry, at: (iso: string) => string): string {
  const d = entry.detail;
  const before = (d.before ?? {}) as Record<string, unknown>;
  switch (entry.action) {
    case 'form':
      return T.form(LEADS.forms[text(d.kind)] ?? text(d.kind));
    case 'status':
      return T.status(statusName(before.status), statusName(d.status));
    case 'owner':
      return T.owner(text(d.owner) || LEADS.filters.nobody);
    case 'follow-up':
      return T.followUp(d.nextFollowUpAt ? at(text(d.nextFollowUpAt)) : LEADS.detail.clearFollowUp);
    case 'merge':
      return T.merge(text((d.merged as Record<string, unknown> | undefined)?.name));
    case 'merged-into':
      return T.mergedInto;
    case 'message':
      return T.message(LEADS.channels[text(d.channel) as keyof typeof LEADS.channels] ?? text(d.channel));
    default:
      return T.note;
  }
}

/** The words of the entry beyond its title: a note's or message's text, a form's message, a lost reason. */
function body(entry: TimelineEntry): string | null {
  const d = entry.detail;
  if (entry.action === 'form')
    return [text(d.message), d.preferredTime ? LEADS.preferredTimes[text(d.preferredTime)] : ''].filter(Boolean).join(' · ') || null;
  if (entry.action === 'status') return text(d.lostReason) || text(d.reason) || null;
  return text(d.text) || null;
}

function who(entry: TimelineEntry): string {
  if (entry.actor === 'system') return T.system;
  if (entry.actor === 'visitor') return T.visitor;
  return entry.actor.replace(/^student:/, '');
}

export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  const dates = useDateFormats();
  const at = (iso: string) => dates.range(iso, null);
  return (
    <section className={styles.panel} aria-labelledby="lead-timeline">
      <h4 id="lead-timeline">{LEADS.detail.timeline}</h4>
      {entries.length === 0 ? (
        <p>{LEADS.detail.emptyTimeline}</p>
      ) : (
        <ol className={styles.timeline}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{at(entry.at)}</time>
              <strong>{what(entry, at)}</strong>
              <span className={styles.muted}>
                {T.by(who(entry))}
                {entry.detail.automatic ? ` · ${T.automatic}` : ''}
                {entry.delivery ? ` · ${T.delivery[entry.delivery]}` : ''}
              </span>
              {body(entry) && <p className={styles.entryText}>{body(entry)}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
