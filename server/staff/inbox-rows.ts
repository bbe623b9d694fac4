/**
 * What students sent, flattened for the academy to read: each kind's columns, as the staff inbox answers
 * them (server/staff/inbox.ts) and `npm run admin` prints them.
 */
import type { contactMessages, enrolments, feedbackSubmissions, registrations } from '../db/schema';

export const INBOX_KINDS = ['contacts', 'registrations', 'enrolments', 'feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** At most this many rows per answer; an export asks for all of it (bounded too, against a runaway table). */
export const INBOX_PAGE = 200;
export const INBOX_EXPORT_MAX = 50_000;

const ALIASES: Record<string, InboxKind> = { enrollments: 'enrolments', contact: 'contacts', registration: 'registrations' };

export function parseKind(value: string | undefined): InboxKind | null {
  if (!value) return null;
  if ((INBOX_KINDS as readonly string[]).includes(value)) return value as InboxKind;
  // Own keys only: "__proto__" or "toString" must not find Object.prototype's.
  return Object.hasOwn(ALIASES, value) ? (ALIASES[value] ?? null) : null;
}

export type Row = Record<string, string | number | null>;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Each kind's row as the academy reads it, after the inbox's own columns (id, status, version, handledAt). */
export const contactRow = (r: typeof contactMessages.$inferSelect): Row => ({
  sentAt: iso(r.createdAt),
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
});

export const registrationRow = (r: typeof registrations.$inferSelect): Row => ({
  registeredAt: iso(r.createdAt),
  fullName: r.fullName,
  email: r.email,
  mobileNo: r.mobileNo,
  dob: r.dob,
  collegeName: r.collegeName,
  selectedProgram: r.selectedProgram,
  // "known-mobile" / "known-email": someone is already registered with it; worth a call, not a new account.
  outcome: r.outcome,
});

export const enrolmentRow = ({
  e,
  course,
  batchStartsOn,
}: {
  e: typeof enrolments.$inferSelect;
  course: string;
  batchStartsOn?: string | null;
}): Row => ({
  enrolledAt: iso(e.createdAt),
  course,
  // Issue 38: the batch by its first day, and the place in it (confirmed, waitlisted, offered, cancelled, lapsed).
  batchStarts: batchStartsOn ?? null,
  seat: e.seat,
  fullName: e.fullName,
  email: e.email,
  mobileNo: e.mobileNo,
  collegeName: e.collegeName,
  selectedProgram: e.selectedProgram,
});

export function feedbackRow(r: typeof feedbackSubmissions.$inferSelect): Row {
  const ratings = [r.teachingQuality, r.presentations, r.engagement, r.pacing, r.organization];
  return {
    sentAt: iso(r.createdAt),
    name: [r.firstName, r.middleName, r.lastName].filter(Boolean).join(' '),
    phone: r.phone,
    email: r.email,
    collegeName: r.collegeName,
    teachingQuality: r.teachingQuality,
    presentations: r.presentations,
    engagement: r.engagement,
    pacing: r.pacing,
    organization: r.organization,
    average: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
  };
}
