/** What students sent, flattened for the academy to read (npm run admin). */
import { asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, courses, enrolments, feedbackSubmissions, registrations } from '../db/schema';

export const INBOX_KINDS = ['contacts', 'registrations', 'enrolments', 'feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

const ALIASES: Record<string, InboxKind> = { enrollments: 'enrolments', contact: 'contacts', registration: 'registrations' };

export function parseKind(value: string | undefined): InboxKind | null {
  if (!value) return null;
  if ((INBOX_KINDS as readonly string[]).includes(value)) return value as InboxKind;
  // Own keys only: "__proto__" or "toString" must not find Object.prototype's.
  return Object.hasOwn(ALIASES, value) ? (ALIASES[value] ?? null) : null;
}

export type Row = Record<string, string | number | null>;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Each kind's row as the academy reads it: here, and in the staff inbox after its own columns. */
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

export const enrolmentRow = ({ e, course }: { e: typeof enrolments.$inferSelect; course: string }): Row => ({
  enrolledAt: iso(e.createdAt),
  course,
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

export function readSubmissions(db: Db, kind: InboxKind, since: Date | undefined): Promise<Row[]> {
  return READERS[kind](db, since);
}

const READERS: Record<InboxKind, (db: Db, since: Date | undefined) => Promise<Row[]>> = {
  async contacts(db, since) {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(since ? gte(contactMessages.createdAt, since) : undefined)
      .orderBy(desc(contactMessages.createdAt));
    return rows.map(contactRow);
  },
  async registrations(db, since) {
    const rows = await db
      .select()
      .from(registrations)
      .where(since ? gte(registrations.createdAt, since) : undefined)
      .orderBy(desc(registrations.createdAt));
    return rows.map(registrationRow);
  },
  async enrolments(db, since) {
    const rows = await db
      .select({ e: enrolments, course: courses.title })
      .from(enrolments)
      .innerJoin(courses, eq(enrolments.courseId, courses.id))
      .where(since ? gte(enrolments.createdAt, since) : undefined)
      .orderBy(desc(enrolments.createdAt), asc(courses.title));
    return rows.map(enrolmentRow);
  },
  async feedback(db, since) {
    const rows = await db
      .select()
      .from(feedbackSubmissions)
      .where(since ? gte(feedbackSubmissions.createdAt, since) : undefined)
      .orderBy(desc(feedbackSubmissions.createdAt));
    return rows.map(feedbackRow);
  },
};

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula: a contact
 * message could then exfiltrate the sheet. Such cells get a leading apostrophe, which spreadsheets show
 * as text (OWASP's advice for CSV injection).
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Escape sequences in what a student typed must not drive the reader's terminal (colours, title, links). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const TERMINAL_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
export const terminalSafe = (text: string) => text.replace(TERMINAL_UNSAFE, (ch) => (/\s/.test(ch) ? ' ' : '�'));

export function formatRows(rows: Row[], format: 'table' | 'csv' | 'json'): string {
  if (format === 'json') return JSON.stringify(rows, null, 2);
  const columns = rows.length ? Object.keys(rows[0]!) : [];
  const cell = (v: Row[string]) => (v === null ? '' : String(v));
  if (format === 'csv') {
    const csvCell = (v: Row[string]) => {
      const s = typeof v === 'number' ? cell(v) : neutraliseFormula(cell(v));
      return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    };
    return [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c] ?? null)).join(','))].join('\r\n');
  }
  if (!rows.length) return '(no rows)';
  const MAX = 60;
  const shown = (v: Row[string]) => {
    const s = terminalSafe(cell(v)).replace(/\s+/g, ' ');
    return s.length > MAX ? s.slice(0, MAX - 1) + '…' : s;
  };
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => shown(r[c] ?? null).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => shown(r[c] ?? null)))),
    `(${rows.length} rows)`,
  ].join('\n');
}
