/**
 * The leads of the staff console (issue 39): the pipeline's statuses, the bodies staff send, and the shapes
 * the console reads. Staff-only, like staff.ts: not in the contract's index, so no visitor's bundle has it
 * (`isStaffOnly` in src/contract/page-routes.ts keeps its chunk under assets/staff).
 */
import { array, enums, literal, nullable, object, optional, refine, union, type Infer, type Struct } from 'superstruct';
import { outOfRangeMessage, readInstant, SESSION_YEARS } from './date-range';
import { requiredText } from './requests';
import type { VisitSource } from './callback';

export const LEAD_STATUSES = ['new', 'contacted', 'counselling', 'demo-booked', 'enrolled', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Where a lead's story has ended: not overdue, not in anyone's digest. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ['enrolled', 'lost'];

/** The default first-response target, in the academy's working hours (decision 152). */
export const FIRST_RESPONSE_HOURS = 24;

/** What a lead's page answers per page of a list, and at most. */
export const LEAD_PAGE = { size: 50, max: 200, boardColumn: 20 } as const;

export const LEAD_LIMITS = { note: 4_000, message: 1_000, reason: 300, template: 2_000, url: 2_000 } as const;

const tooLong = (label: string, n: number) => (v: string) => (v.length <= n ? null : `${label} must be at most ${n} characters`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const id = (label: string) =>
  requiredText(`${label} is required`, (v) => (UUID.test(v) ? null : `${label} must be an id`)) as Struct<string, null>;

/** A follow-up date and time: an instant with its zone, or null to clear it. */
const followUp = nullable(
  requiredText('Next follow-up is required', (v) => {
    const reading = readInstant(v, SESSION_YEARS);
    if (reading.ok) return null;
    return reading.problem === 'range'
      ? outOfRangeMessage(SESSION_YEARS)
      : 'Next follow-up must be a date and time such as 2026-12-01T10:00:00Z';
  }),
);

/**
 * A change to a lead (PATCH, with If-Match): any of its status, the reason it was lost (required with
 * "lost"), its owner (admins only: the server refuses it to staff) and the next follow-up.
 */
export const LeadUpdateBody = refine(
  object({
    status: optional(enums(LEAD_STATUSES)),
    lostReason: optional(nullable(requiredText('Reason is required', tooLong('Reason', LEAD_LIMITS.reason)))),
    ownerId: optional(nullable(id('Owner'))),
    nextFollowUpAt: optional(followUp),
  }),
  'lost reason',
  (v) => v.status !== 'lost' || Boolean(v.lostReason) || { path: ['lostReason'], message: 'Say why the lead was lost' },
);
export type LeadUpdateBody = Infer<typeof LeadUpdateBody>;

export const LeadNoteBody = object({ text: requiredText('Write the note', tooLong('Note', LEAD_LIMITS.note)) });
export type LeadNoteBody = Infer<typeof LeadNoteBody>;

/** How staff reached the person: a call or a WhatsApp chat they started (logged), or an SMS the server sends. */
export const MESSAGE_CHANNELS = ['call', 'whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const LeadMessageBody = refine(
  object({
    channel: enums(MESSAGE_CHANNELS),
    text: optional(requiredText('Write the message', tooLong('Message', LEAD_LIMITS.message))),
  }),
  'sms text',
  (v) => v.channel !== 'sms' || Boolean(v.text) || { path: ['text'], message: 'Write the message' },
);
export type LeadMessageBody = Infer<typeof LeadMessageBody>;

export const LeadMergeBody = object({ otherId: id('The other lead') });
export type LeadMergeBody = Infer<typeof LeadMergeBody>;

/** The texts staff and students read; `{name}`-style words are filled in (templates.ts on the server says which). */
export const TEMPLATE_KEYS = ['ack-sms', 'ack-email-subject', 'ack-email-body', 'whatsapp', 'sms'] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** `{word}` → its value; a word without a value stays as written, so a typo shows instead of vanishing. */
export function fillTemplate(body: string, values: Record<string, string | undefined>): string {
  return body.replace(/\{(\w+)\}/g, (whole, word: string) =>
    Object.hasOwn(values, word) && values[word] !== undefined ? values[word] : whole,
  );
}

export const TemplateBody = object({ body: requiredText('Write the text', tooLong('Text', LEAD_LIMITS.template)) });
export type TemplateBody = Infer<typeof TemplateBody>;

export const WEBHOOK_EVENTS = ['lead.created', 'lead.status_changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** An https address (any scheme but https is refused; the server also refuses private addresses, decision 151). */
const webhookUrl = requiredText('Address is required', tooLong('Address', LEAD_LIMITS.url), (v) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'Give an https:// address';
  } catch {
    return 'Give an https:// address';
  }
});

const eventList = refine(array(enums(WEBHOOK_EVENTS)), 'events', (v) => v.length > 0 || 'Choose at least one event');

export const WebhookBody = object({ url: webhookUrl, events: eventList, active: optional(union([literal(true), literal(false)])) });
export type WebhookBody = Infer<typeof WebhookBody>;

export const WebhookUpdateBody = object({
  url: optional(webhookUrl),
  events: optional(eventList),
  active: optional(union([literal(true), literal(false)])),
});
export type WebhookUpdateBody = Infer<typeof WebhookUpdateBody>;

/** A lead as the list and the board show it. */
export interface LeadSummary {
  id: string;
  fullName: string;
  mobileNo: string;
  mobileProven: boolean;
  email: string | null;
  courseId: string | null;
  courseTitle: string | null;
  status: LeadStatus;
  lostReason: string | null;
  ownerId: string | null;
  ownerName: string | null;
  nextFollowUpAt: string | null;
  firstResponseDueAt: string;
  firstRespondedAt: string | null;
  sourceLabel: string;
  /** First response late, or a follow-up past its time, on a lead still open. */
  overdue: boolean;
  possibleDuplicate: boolean;
  createdAt: string;
  lastActivityAt: string;
  version: number;
}

export interface LeadPage {
  items: LeadSummary[];
  /** Ask again with `cursor=` for the next page; null at the end. */
  nextCursor: string | null;
  /** How many leads the filters find: on the first page (no cursor) only, null on the next ones. */
  total: number | null;
}

export interface LeadBoard {
  columns: { status: LeadStatus; total: number; items: LeadSummary[]; nextCursor: string | null }[];
}

/** One line of a lead's story, read from the audit log. */
export interface TimelineEntry {
  id: string;
  at: string;
  actor: string;
  action: 'form' | 'status' | 'note' | 'message' | 'owner' | 'follow-up' | 'merge' | 'created' | string;
  detail: Record<string, unknown>;
  /** For a message the server sends: how its delivery stands. */
  delivery?: 'queued' | 'sent' | 'failed';
}

export interface LeadDetail extends LeadSummary {
  source: VisitSource | null;
  timeline: TimelineEntry[];
  duplicates: { id: string; fullName: string; mobileNo: string; email: string | null; status: LeadStatus }[];
}

export interface FunnelRow {
  key: string;
  enquiries: number;
  contacted: number;
  enrolled: number;
}

export interface Funnel {
  weeks: FunnelRow[];
  sources: FunnelRow[];
  courses: FunnelRow[];
}

export interface LeadOwner {
  id: string;
  identifier: string;
}

export interface LeadTemplate {
  key: TemplateKey;
  body: string;
  version: number;
  /** Whether the academy changed it from the default. */
  edited: boolean;
  /** The words `{…}` this text may use. */
  fills: readonly string[];
}

export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  version: number;
  createdAt: string;
  /** Only in the answer that made it: the signing secret is shown once. */
  secret?: string;
  delivered: number;
  pending: number;
  failed: number;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  attempts: number;
  deliveredAt: string | null;
  failedAt: string | null;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
}
