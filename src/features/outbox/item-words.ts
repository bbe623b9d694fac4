/** What a /pending card says about one submission: its name and how its tries went (issue 36). */
import { PENDING } from '../../content/pending';
import { SUBMISSION_LABELS } from '../../content/submissions';
import { UNKNOWN_PROGRAM } from '../../contract/messages';
import type { OutboxItem } from '../../offline/outbox';

/** The first words of a message, cut at a word and never longer than `max` characters. */
export function opening(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : flat.slice(0, max)).replace(/[\s,.;:!?—-]+$/, '')}…`;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "Enrolment — MERN Stack Development", "Contact message: “I would like to…”"; the bare kind without the detail. */
export function itemTitle(item: Pick<OutboxItem, 'kind' | 'payload'>): string {
  const p = item.payload;
  const program = text(p.selectedProgram);
  switch (item.kind) {
    case 'enrolment':
      return program && program !== UNKNOWN_PROGRAM ? PENDING.itemTitle.enrolment(program) : SUBMISSION_LABELS.enrolment;
    case 'registration':
      return program ? PENDING.itemTitle.registration(program) : SUBMISSION_LABELS.registration;
    case 'contact':
      return text(p.message) ? PENDING.itemTitle.contact(opening(text(p.message))) : SUBMISSION_LABELS.contact;
    case 'feedback': {
      const name = [p.firstName, p.lastName].map(text).filter(Boolean).join(' ');
      return name ? PENDING.itemTitle.feedback(name) : SUBMISSION_LABELS.feedback;
    }
    case 'callback':
      return text(p.name) ? PENDING.itemTitle.callback(text(p.name)) : SUBMISSION_LABELS.callback;
  }
}

/** "No connection yet — tried 2 times": why it still waits (or how it went), never a raw error. */
export function triesText(item: Pick<OutboxItem, 'status' | 'attempts' | 'failure'>): string | null {
  const times = PENDING.times(item.attempts);
  if (item.status === 'sent') return item.attempts > 1 ? PENDING.tries.delivered(item.attempts) : null;
  if (item.status !== 'queued') return null;
  if (item.attempts === 0) return PENDING.tries.notYet;
  return PENDING.tries[item.failure ?? 'network'](times);
}
