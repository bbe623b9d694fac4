/**
 * The console's requests to `/api/staff/*`. Not through api/http.ts: the console needs the answer's
 * ETag (a record's version, decision 68) and a 409's whole body, and it never goes through the outbox
 * (a change queued offline and sent days later could overwrite a newer one).
 */
import { API_BASE, REQUEST_TIMEOUT_MS } from '../../contract/api-routes';
import type { FieldErrors } from '../../contract/requests';
import type { ContentKind, InboxStatus, OtpUnlockResult, StaffRoleName, UploadTarget } from '../../contract/staff';
import { STAFF_QUERY_ROOT } from '../../api/staff-keys';

export class StaffError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    readonly errors?: FieldErrors,
    /** A 409 on a stale version: what is saved now, and its version. */
    readonly conflict?: { current: StaffRecord; currentVersion: number; yourVersion: number },
  ) {
    super(message);
    this.name = 'StaffError';
  }
}

/** A content record as the console reads it: the kind's fields plus its id, version and state. */
export type StaffRecord = Record<string, unknown> & { id: string; version: number; published: boolean };

export interface StaffMe {
  identifier: string;
  role: StaffRoleName;
}

interface Options {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  version?: number;
  idempotencyKey?: string;
}

interface ErrorShape {
  message?: string;
  errors?: FieldErrors;
  current?: StaffRecord;
  currentVersion?: number;
  yourVersion?: number;
}

export async function staffRequest<T>(path: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.version !== undefined) headers['If-Match'] = `"${options.version}"`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/staff${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      cache: 'no-store',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new StaffError('Network Error', 0);
  }
  const json = (await response.json().catch(() => undefined)) as ({ data?: T } & ErrorShape) | undefined;
  if (!response.ok) throw errorOf(response.status, json);
  return json?.data as T;
}

function errorOf(status: number, body: ErrorShape | undefined): StaffError {
  const message = body?.message ?? `Request failed with status code ${status}`;
  const conflict =
    status === 409 && body?.current && typeof body.currentVersion === 'number' && typeof body.yourVersion === 'number'
      ? { current: body.current, currentVersion: body.currentVersion, yourVersion: body.yourVersion }
      : undefined;
  return new StaffError(message, status, body?.errors, conflict);
}

/** Keys of the console's reads: all under `staff`, which the offline query cache never keeps. */
export { STAFF_QUERY_ROOT };

export const staffKeys = {
  me: () => [STAFF_QUERY_ROOT, 'me'] as const,
  list: (kind: ContentKind) => [STAFF_QUERY_ROOT, 'content', kind] as const,
  /** Under its kind's list: a save that refreshes the list refreshes it too. */
  record: (kind: ContentKind, id: string) => [STAFF_QUERY_ROOT, 'content', kind, id] as const,
  inbox: (kind: InboxKind, filter: InboxFilter) => [STAFF_QUERY_ROOT, 'inbox', kind, filter] as const,
  members: () => [STAFF_QUERY_ROOT, 'members'] as const,
  audit: () => [STAFF_QUERY_ROOT, 'audit'] as const,
};

export const readMe = () => staffRequest<StaffMe>('/me');

export const listContent = (kind: ContentKind) => staffRequest<StaffRecord[]>(`/content/${kind}`);
export const readContent = (kind: ContentKind, id: string) => staffRequest<StaffRecord>(`/content/${kind}/${id}`);

export const createContent = (kind: ContentKind, body: unknown, idempotencyKey: string) =>
  staffRequest<StaffRecord>(`/content/${kind}`, { method: 'POST', body, idempotencyKey });

export const replaceContent = (kind: ContentKind, id: string, version: number, body: unknown) =>
  staffRequest<StaffRecord>(`/content/${kind}/${id}`, { method: 'PUT', body, version });

export const publishContent = (kind: ContentKind, record: StaffRecord, published: boolean) =>
  staffRequest<StaffRecord>(`/content/${kind}/${record.id}`, { method: 'PATCH', body: { published }, version: record.version });

export const deleteContent = (kind: ContentKind, record: StaffRecord) =>
  staffRequest<unknown>(`/content/${kind}/${record.id}`, { method: 'DELETE', version: record.version });

/** The inbox's kinds, as in `/api/staff/inbox/:kind` (server/staff/inbox-rows.ts's INBOX_KINDS). */
export const INBOX_KINDS = ['contacts', 'registrations', 'enrolments', 'feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** A message as the inbox answers it: its tracking fields, then the same columns as the export. */
export type InboxRow = Record<string, unknown> & { id: string; status: InboxStatus; version: number };

/** `status` '' is every message. */
export interface InboxFilter {
  status: InboxStatus | '';
  q: string;
}

export function inboxQueryString(filter: InboxFilter, csv = false): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (csv) params.set('format', 'csv');
  return params.toString();
}

export const listInbox = (kind: InboxKind, filter: InboxFilter) => staffRequest<InboxRow[]>(`/inbox/${kind}?${inboxQueryString(filter)}`);

export const setInboxStatus = (kind: InboxKind, row: InboxRow, status: InboxStatus) =>
  staffRequest<unknown>(`/inbox/${kind}/${row.id}`, { method: 'PATCH', body: { status }, version: row.version });

/** Staff end an enrolment's seat (issue 38): it is offered to the first in line. */
export const cancelSeat = (row: InboxRow) =>
  staffRequest<unknown>(`/enrolments/${row.id}/seat`, { method: 'DELETE', version: row.version });

/** A member of staff (admins only). */
export interface StaffMember {
  id: string;
  identifier: string;
  kind: string;
  role: StaffRoleName;
  version: number;
  /** An e-mail member: whether someone has proven the address yet (decision 92). */
  confirmed: boolean;
}

export const listMembers = () => staffRequest<StaffMember[]>('/members');
export const addMember = (body: { identifier: string; role: StaffRoleName }, idempotencyKey: string) =>
  staffRequest<StaffMember>('/members', { method: 'POST', body, idempotencyKey });
export const removeMember = (member: StaffMember) =>
  staffRequest<unknown>(`/members/${member.id}`, { method: 'DELETE', version: member.version });

/** Ends a mobile number's login lockouts (admins only, decision 98): how many wrong codes were cleared. */
export const unlockLogin = (mobileNo: string) =>
  staffRequest<OtpUnlockResult>(`/otp-locks/${encodeURIComponent(mobileNo)}`, { method: 'DELETE' });

/** One line of the audit log (admins only): who did what to which record, when, before and after. */
export interface AuditEntry {
  id: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export const readAuditLog = () => staffRequest<AuditEntry[]>('/audit?limit=100');

/** What an upload stored: the file's name (what a record's picture field takes) and where it is served. */
export interface StoredUpload {
  name: string;
  url: string;
  alt: string | null;
}

const UPLOAD_TIMEOUT_MS = 120_000;

/** Multipart, so not JSON: the browser writes the boundary into Content-Type itself. */
export async function uploadFile(target: UploadTarget, file: File, alt: string): Promise<StoredUpload> {
  const form = new FormData();
  form.set('file', file);
  form.set('alt', alt);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/staff/uploads/${target}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
      // Up to 10 MB on a slow line: longer than a JSON request's 10 s, but not for ever.
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new StaffError('Network Error', 0);
  }
  const json = (await response.json().catch(() => undefined)) as ({ data?: StoredUpload } & ErrorShape) | undefined;
  if (!response.ok) throw errorOf(response.status, json);
  return json!.data!;
}
