/**
 * Every route under /api/staff, in one table (decision 66). Each row names the role it needs, and
 * `staffRoutes` mounts every row behind that check, so a route cannot be added without one; the API
 * tests enumerate this table and expect 401 for a visitor and 403 for a student on every row.
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CONTENT_KINDS,
  InboxStatusBody,
  OtpUnlockBody,
  PublishBody,
  StaffMemberBody,
  UPLOAD_LIMITS,
  UPLOAD_TARGETS,
  type UploadTarget,
} from '../../../src/contract/staff';
import { validateRequest } from '../../../src/contract';
import type { QueryProblem } from '../../../src/contract/date-range';
import type { Db } from '../../db/client';
import type { StaffRole } from '../../db/schema';
import type { Env } from '../../http/json-post';
import { fail } from '../../http/respond';
import { refuseTooLarge } from '../../http/too-large';
import { listAdminTokens, revokeAdminToken } from '../../staff/admin-tokens';
import { parseAuditQuery, readAudit } from '../../staff/audit';
import { kindOf, type KindDefinition } from '../../staff/content-kinds';
import { createRecord, deleteRecord, listRecords, publishRecord, readRecord, replaceRecord } from '../../staff/content-store';
import { cancelEnrolment } from '../../staff/enrolment-seats';
import { parseInboxQuery, readInbox, setInboxStatus } from '../../staff/inbox';
import { INBOX_EXPORT_MAX, INBOX_PAGE, parseKind } from '../../staff/inbox-rows';
import { addStaffMember, listStaffMembers, removeStaffMember } from '../../staff/members';
import { unlockMobile } from '../../staff/otp-locks';
import { formatRows } from '../../staff/rows-as-text';
import { storeUpload } from '../../staff/uploads';
import { readIfMatch } from '../../staff/versions';
import { LEAD_ROUTES } from './lead-routes';
import { createOnce, jsonBody, MAX_STAFF_JSON_BYTES, requireRole, send, type StaffEnv } from './staff-request';

export const STAFF_BASE = '/staff';

export interface StaffDeps {
  db: Db;
  clock: () => Date;
  uploadsDir: string;
  /** Webhooks may post to plain http on loopback (outside production, for tests and development). */
  allowLoopbackHttp?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (c: Context<StaffEnv>, deps: StaffDeps) => Promise<Response>;

export interface StaffRoute {
  method: Method;
  /** Below /api/staff. */
  path: string;
  role: StaffRole;
  /** The largest body the route reads (none for reads). */
  maxBody?: number;
  handle: Handler;
}

/** Uploads are read whole before their type is known; a PDF is the largest, plus the form's own bytes. */
const MAX_UPLOAD_REQUEST = UPLOAD_LIMITS.pdfBytes + 64 * 1024;

/** The upload folder of lesson videos, whose files are larger than any other's. */
const LESSON_VIDEOS: UploadTarget = 'courseLectures';
const MAX_VIDEO_REQUEST = UPLOAD_LIMITS.videoBytes + 64 * 1024;

/** POST /uploads/:target (multipart: `file`, `alt`): stored by server/staff/uploads.ts. */
const upload: Handler = async (c, deps) => {
  const target = c.req.param('target') ?? LESSON_VIDEOS;
  if (!Object.hasOwn(UPLOAD_TARGETS, target))
    return fail(c, 404, `Unknown upload folder (one of ${Object.keys(UPLOAD_TARGETS).join(', ')})`);
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) return fail(c, 415, 'Send the file as multipart/form-data');
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    return fail(c, 400, 'Malformed multipart body');
  }
  const file = form.file;
  if (!(file instanceof File)) return fail(c, 400, 'Please correct the highlighted fields.', { file: 'Choose one file to upload' });
  const alt = form.alt;
  if (alt !== undefined && typeof alt !== 'string')
    return fail(c, 400, 'Please correct the highlighted fields.', { alt: 'Give one alt text' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const outcome = await storeUpload(deps.db, deps.uploadsDir, { target: target as UploadTarget, bytes, alt }, c.get('actor'), deps.clock());
  if (!outcome.ok) return fail(c, outcome.status, outcome.message, outcome.errors);
  return c.json({ success: true, data: outcome.file }, 201);
};

const withKind = (handle: (c: Context<StaffEnv>, deps: StaffDeps, def: KindDefinition) => Promise<Response>): Handler => {
  return async (c, deps) => {
    const def = kindOf(c.req.param('kind'));
    if (!def) return fail(c, 404, `Unknown kind of content (one of ${CONTENT_KINDS.join(', ')})`);
    return handle(c, deps, def);
  };
};

/** Runs `work` with the version from If-Match, or answers why it is missing or malformed. */
async function withIfMatch(c: Context<StaffEnv>, work: (version: number) => Promise<Response>): Promise<Response> {
  const ifMatch = readIfMatch(c.req.header('If-Match'));
  if (!ifMatch.ok) return fail(c, ifMatch.status, ifMatch.message);
  return work(ifMatch.version);
}

const id = (c: Context) => c.req.param('id') ?? '';

export const STAFF_ROUTES: readonly StaffRoute[] = [
  {
    method: 'GET',
    path: '/me',
    role: 'staff',
    handle: async (c) => {
      const { identifier, role } = c.get('actor');
      return c.json({ success: true, data: { identifier, role } });
    },
  },
  {
    method: 'GET',
    path: '/content/:kind',
    role: 'staff',
    handle: withKind(async (c, deps, def) => c.json({ success: true, data: await listRecords(deps.db, def) })),
  },
  {
    method: 'POST',
    path: '/content/:kind',
    role: 'staff',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: withKind(async (c, deps, def) => {
      const body = await jsonBody(c, def.struct);
      if (!body.ok) return body.response;
      return createOnce(c, deps.db, deps.clock, body.value, (tx) => createRecord(tx, def, body.value, c.get('actor'), deps.clock()));
    }),
  },
  {
    method: 'GET',
    path: '/content/:kind/:id',
    role: 'staff',
    handle: withKind(async (c, deps, def) => send(c, await readRecord(deps.db, def, id(c)))),
  },
  {
    method: 'PUT',
    path: '/content/:kind/:id',
    role: 'staff',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: withKind(async (c, deps, def) =>
      withIfMatch(c, async (version) => {
        const body = await jsonBody(c, def.struct);
        if (!body.ok) return body.response;
        return send(c, await replaceRecord(deps.db, def, id(c), version, body.value, c.get('actor'), deps.clock()));
      }),
    ),
  },
  {
    method: 'PATCH',
    path: '/content/:kind/:id',
    role: 'staff',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: withKind(async (c, deps, def) =>
      withIfMatch(c, async (version) => {
        const body = await jsonBody(c, PublishBody);
        if (!body.ok) return body.response;
        return send(c, await publishRecord(deps.db, def, id(c), version, body.value.published, c.get('actor'), deps.clock()));
      }),
    ),
  },
  {
    method: 'DELETE',
    path: '/content/:kind/:id',
    role: 'staff',
    handle: withKind(async (c, deps, def) =>
      withIfMatch(c, async (version) => send(c, await deleteRecord(deps.db, def, id(c), version, c.get('actor'), deps.clock()))),
    ),
  },
  // Lesson videos first: the one folder allowed more than a PDF's bytes (the row below would refuse them).
  { method: 'POST', path: `/uploads/${LESSON_VIDEOS}`, role: 'staff', maxBody: MAX_VIDEO_REQUEST, handle: upload },
  { method: 'POST', path: '/uploads/:target', role: 'staff', maxBody: MAX_UPLOAD_REQUEST, handle: upload },
  {
    method: 'GET',
    path: '/inbox/:kind',
    role: 'staff',
    handle: async (c, deps) => {
      const kind = parseKind(c.req.param('kind'));
      if (!kind) return fail(c, 404, 'Unknown inbox (one of contacts, registrations, enrolments, feedback)');
      const query = parseInboxQuery((name) => c.req.query(name));
      if ('problem' in query) return refuseQuery(c, query.problem);
      const rows = await readInbox(deps.db, kind, { ...query, limit: query.limit ?? (query.csv ? INBOX_EXPORT_MAX : INBOX_PAGE) });
      if (!query.csv) return c.json({ success: true, data: rows });
      c.header('Content-Disposition', `attachment; filename="${kind}.csv"`);
      return c.body(formatRows(rows, 'csv'), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    },
  },
  {
    method: 'PATCH',
    path: '/inbox/:kind/:id',
    role: 'staff',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) => {
      const kind = parseKind(c.req.param('kind'));
      if (!kind) return fail(c, 404, 'Unknown inbox (one of contacts, registrations, enrolments, feedback)');
      return withIfMatch(c, async (version) => {
        const body = await jsonBody(c, InboxStatusBody);
        if (!body.ok) return body.response;
        return send(c, await setInboxStatus(deps.db, kind, id(c), version, body.value.status, c.get('actor'), deps.clock()));
      });
    },
  },
  {
    method: 'DELETE',
    path: '/enrolments/:id/seat',
    role: 'staff',
    handle: async (c, deps) =>
      withIfMatch(c, async (version) => send(c, await cancelEnrolment(deps.db, id(c), version, c.get('actor'), deps.clock()))),
  },
  {
    method: 'GET',
    path: '/members',
    role: 'admin',
    handle: async (c, deps) => c.json({ success: true, data: await listStaffMembers(deps.db) }),
  },
  {
    method: 'POST',
    path: '/members',
    role: 'admin',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) => {
      const body = await jsonBody(c, StaffMemberBody);
      if (!body.ok) return body.response;
      return createOnce(c, deps.db, deps.clock, body.value, (tx) =>
        addStaffMember(tx, body.value, c.get('actor').identifier, deps.clock()),
      );
    },
  },
  {
    method: 'DELETE',
    path: '/members/:id',
    role: 'admin',
    handle: async (c, deps) =>
      withIfMatch(c, async (version) => send(c, await removeStaffMember(deps.db, id(c), version, c.get('actor').identifier, deps.clock()))),
  },
  {
    method: 'DELETE',
    path: '/otp-locks/:mobileNo',
    role: 'admin',
    handle: async (c, deps) => {
      const checked = validateRequest(OtpUnlockBody, { mobileNo: c.req.param('mobileNo') ?? '' });
      if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
      return send(c, await unlockMobile(deps.db, checked.value.mobileNo, c.get('actor').identifier, deps.clock()));
    },
  },
  {
    method: 'GET',
    path: '/tokens',
    role: 'admin',
    handle: async (c, deps) => c.json({ success: true, data: await listAdminTokens(deps.db) }),
  },
  {
    // Tokens are made only on the server machine (decision 120); an admin may end any of them from anywhere.
    method: 'DELETE',
    path: '/tokens/:id',
    role: 'admin',
    handle: async (c, deps) => send(c, await revokeAdminToken(deps.db, id(c), c.get('actor').identifier, deps.clock())),
  },
  {
    method: 'GET',
    path: '/audit',
    role: 'admin',
    handle: async (c, deps) => {
      const query = parseAuditQuery((name) => c.req.query(name));
      if ('problem' in query) return refuseQuery(c, query.problem);
      return c.json({ success: true, data: await readAudit(deps.db, query) });
    },
  },
  // Leads, templates and webhooks (issue 39), kept in their own file beside the inbox's rows.
  ...LEAD_ROUTES,
];

/** 400 for a query string parameter, with its message as a field error too. */
function refuseQuery(c: Context, problem: QueryProblem): Response {
  return fail(c, 400, `${problem.field}: ${problem.message}`, { [problem.field]: problem.message });
}

/** Mounts every row of the table behind its role check, then its body limit. */
export function staffRoutes(app: Hono<Env>, deps: StaffDeps) {
  const staff = app as unknown as Hono<StaffEnv>;
  for (const route of STAFF_ROUTES) {
    const limit = bodyLimit({
      maxSize: route.maxBody ?? 0,
      onError: (c) => refuseTooLarge(c, route.maxBody ?? 0),
    });
    staff.on(route.method, STAFF_BASE + route.path, requireRole(deps.db, deps.clock, route.role), limit, (c) => route.handle(c, deps));
  }
}
