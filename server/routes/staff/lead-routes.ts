/**
 * The staff routes of issue 39, rows of the one staff route table (route-table.ts appends them, so each has
 * its role check, its body limit, and the tests that enumerate the table): leads, their board, funnel,
 * changes, notes, messages and merges (staff); owners are assigned, templates edited and webhooks managed by
 * admins. Built beside the inbox, not into it.
 */
import type { Context } from 'hono';
import {
  LeadMergeBody,
  LeadMessageBody,
  LeadNoteBody,
  LeadUpdateBody,
  TemplateBody,
  WebhookBody,
  WebhookUpdateBody,
} from '../../../src/contract/leads';
import type { QueryProblem } from '../../../src/contract/date-range';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import type { StaffActor } from '../../staff/roles';
import { fail, isId } from '../../http/respond';
import { readFunnel, parseFunnelQuery } from '../../leads/funnel';
import { addNote, logMessage, mergeLeads, updateLead } from '../../leads/lead-changes';
import { readLeadDetail } from '../../leads/lead-detail';
import { exportLeads, parseLeadQuery, readLeadBoard, readLeadPage } from '../../leads/lead-query';
import { listOwners } from '../../leads/owners';
import { isTemplateKey, listTemplates, saveTemplate } from '../../leads/templates';
import { createWebhook, deleteWebhook, listWebhooks, readDeliveries, updateWebhook } from '../../leads/webhooks';
import { recordAudit } from '../../staff/audit';
import { readIfMatch } from '../../staff/versions';
import type { StaffDeps, StaffRoute } from './route-table';
import { createOnce, jsonBody, MAX_STAFF_JSON_BYTES, send, type StaffEnv } from './staff-request';

const id = (c: Context) => c.req.param('id') ?? '';

async function withIfMatch(c: Context<StaffEnv>, work: (version: number) => Promise<Response>): Promise<Response> {
  const ifMatch = readIfMatch(c.req.header('If-Match'));
  if (!ifMatch.ok) return fail(c, ifMatch.status, ifMatch.message);
  return work(ifMatch.version);
}

function refuseQuery(c: Context, problem: QueryProblem): Response {
  return fail(c, 400, `${problem.field}: ${problem.message}`, { [problem.field]: problem.message });
}

/** The member of staff behind the actor, for `owner=me` (an admin token is no member: it owns nothing). */
async function memberIdOf(db: Db, actor: StaffActor): Promise<string | undefined> {
  const [member] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(sql`lower(${staffMembers.identifier}) = lower(${actor.identifier})`);
  return member?.id;
}

/** GET /leads: a page of the list, or (`format=csv`) every lead the filters show, audited as an export. */
async function listOrExport(c: Context<StaffEnv>, deps: StaffDeps): Promise<Response> {
  const actor = c.get('actor');
  const query = parseLeadQuery((name) => c.req.query(name), await memberIdOf(deps.db, actor));
  if ('problem' in query) return refuseQuery(c, query.problem);
  const now = deps.clock();
  const { cursor, limit, csv, ...filter } = query;
  if (!csv) return c.json({ success: true, data: await readLeadPage(deps.db, filter, cursor, limit, now) });
  const exported = await exportLeads(deps.db, filter, now);
  await recordAudit(
    deps.db,
    { actor: actor.identifier, action: 'export', entity: 'leads', entityId: null, before: null, after: { filter, rows: exported.rows } },
    now,
  );
  c.header('Content-Disposition', 'attachment; filename="leads.csv"');
  return c.body(exported.csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
}

const LEAD_ROWS: StaffRoute[] = [
  { method: 'GET', path: '/leads', role: 'staff', handle: listOrExport },
  {
    method: 'GET',
    path: '/leads/board',
    role: 'staff',
    handle: async (c, deps) => {
      const me = await memberIdOf(deps.db, c.get('actor'));
      const query = parseLeadQuery((name) => (name === 'status' ? undefined : c.req.query(name)), me);
      if ('problem' in query) return refuseQuery(c, query.problem);
      const { cursor: _cursor, limit: _limit, csv: _csv, ...filter } = query;
      return c.json({ success: true, data: await readLeadBoard(deps.db, filter, deps.clock()) });
    },
  },
  {
    method: 'GET',
    path: '/leads/funnel',
    role: 'staff',
    handle: async (c, deps) => {
      const query = parseFunnelQuery((name) => c.req.query(name));
      if ('problem' in query) return refuseQuery(c, query.problem);
      return c.json({ success: true, data: await readFunnel(deps.db, query, deps.clock()) });
    },
  },
  {
    method: 'GET',
    path: '/leads/owners',
    role: 'staff',
    handle: async (c, deps) => c.json({ success: true, data: await listOwners(deps.db) }),
  },
  {
    method: 'GET',
    path: '/leads/:id',
    role: 'staff',
    handle: async (c, deps) => {
      if (!isId(id(c))) return fail(c, 400, 'Invalid lead id');
      const lead = await readLeadDetail(deps.db, id(c), deps.clock());
      if (!lead) return fail(c, 404, 'Lead not found');
      return send(c, { status: 200, body: { success: true, data: lead }, version: lead.version });
    },
  },
  {
    method: 'PATCH',
    path: '/leads/:id',
    role: 'staff',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) =>
      withIfMatch(c, async (version) => {
        const body = await jsonBody(c, LeadUpdateBody);
        if (!body.ok) return body.response;
        return send(c, await updateLead(deps.db, id(c), version, body.value, c.get('actor'), deps.clock()));
      }),
  },
  {
    method: 'POST',
    path: '/leads/:id/notes',
    role: 'staff',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) => {
      const body = await jsonBody(c, LeadNoteBody);
      if (!body.ok) return body.response;
      return createOnce(c, deps.db, deps.clock, body.value, (tx) => addNote(tx, id(c), body.value.text, c.get('actor'), deps.clock()));
    },
  },
  {
    method: 'POST',
    path: '/leads/:id/messages',
    role: 'staff',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) => {
      const body = await jsonBody(c, LeadMessageBody);
      if (!body.ok) return body.response;
      return createOnce(c, deps.db, deps.clock, body.value, (tx) => logMessage(tx, id(c), body.value, c.get('actor'), deps.clock()));
    },
  },
  {
    method: 'POST',
    path: '/leads/:id/merge',
    role: 'staff',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) =>
      withIfMatch(c, async (version) => {
        const body = await jsonBody(c, LeadMergeBody);
        if (!body.ok) return body.response;
        return send(c, await mergeLeads(deps.db, id(c), version, body.value.otherId, c.get('actor'), deps.clock()));
      }),
  },
];

const TEMPLATE_ROWS: StaffRoute[] = [
  {
    method: 'GET',
    path: '/lead-templates',
    role: 'staff',
    handle: async (c, deps) => c.json({ success: true, data: await listTemplates(deps.db) }),
  },
  {
    method: 'PUT',
    path: '/lead-templates/:key',
    role: 'admin',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) => {
      const key = c.req.param('key') ?? '';
      if (!isTemplateKey(key)) return fail(c, 404, 'Unknown template');
      return withIfMatch(c, async (version) => {
        const body = await jsonBody(c, TemplateBody);
        if (!body.ok) return body.response;
        return send(c, await saveTemplate(deps.db, key, version, body.value.body, c.get('actor'), deps.clock()));
      });
    },
  },
];

const WEBHOOK_ROWS: StaffRoute[] = [
  {
    method: 'GET',
    path: '/webhooks',
    role: 'admin',
    handle: async (c, deps) => c.json({ success: true, data: await listWebhooks(deps.db) }),
  },
  {
    method: 'POST',
    path: '/webhooks',
    role: 'admin',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) => {
      const body = await jsonBody(c, WebhookBody);
      if (!body.ok) return body.response;
      const loopback = deps.allowLoopbackHttp ?? false;
      return createOnce(c, deps.db, deps.clock, body.value, (tx) => createWebhook(tx, body.value, c.get('actor'), deps.clock(), loopback));
    },
  },
  {
    method: 'PATCH',
    path: '/webhooks/:id',
    role: 'admin',
    maxBody: MAX_STAFF_JSON_BYTES,
    handle: async (c, deps) =>
      withIfMatch(c, async (version) => {
        const body = await jsonBody(c, WebhookUpdateBody);
        if (!body.ok) return body.response;
        const loopback = deps.allowLoopbackHttp ?? false;
        return send(c, await updateWebhook(deps.db, id(c), version, body.value, c.get('actor'), deps.clock(), loopback));
      }),
  },
  {
    method: 'DELETE',
    path: '/webhooks/:id',
    role: 'admin',
    handle: async (c, deps) =>
      withIfMatch(c, async (version) => send(c, await deleteWebhook(deps.db, id(c), version, c.get('actor'), deps.clock()))),
  },
  {
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    role: 'admin',
    handle: async (c, deps) => {
      if (!isId(id(c))) return fail(c, 400, 'Invalid webhook id');
      const state = c.req.query('state') || undefined;
      if (state !== undefined && state !== 'delivered' && state !== 'pending' && state !== 'failed')
        return refuseQuery(c, { field: 'state', message: 'state must be delivered, pending or failed' });
      const deliveries = await readDeliveries(deps.db, id(c), state);
      if (!deliveries) return fail(c, 404, 'Webhook not found');
      return c.json({ success: true, data: deliveries });
    },
  },
];

export const LEAD_ROUTES: readonly StaffRoute[] = [...LEAD_ROWS, ...TEMPLATE_ROWS, ...WEBHOOK_ROWS];
