/** The console's requests for leads (issue 39), through the staff client (versions, 409 bodies, never persisted). */
import type {
  DeliveryView,
  Funnel,
  LeadBoard,
  LeadDetail,
  LeadMessageBody,
  LeadOwner,
  LeadPage,
  LeadStatus,
  LeadSummary,
  LeadTemplate,
  LeadUpdateBody,
  TemplateKey,
  WebhookBody,
  WebhookUpdateBody,
  WebhookView,
} from '../../../contract/leads';
import { API_BASE } from '../../../contract/api-routes';
import { staffRequest, STAFF_QUERY_ROOT } from '../staff-api';

/** What the list and the board are filtered by; '' is "any". */
export interface LeadFilter {
  status: LeadStatus | '';
  owner: string;
  course: string;
  source: string;
  overdue: boolean;
  q: string;
}

export const NO_FILTER: LeadFilter = { status: '', owner: '', course: '', source: '', overdue: false, q: '' };

export function leadQueryString(filter: LeadFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'owner', 'course', 'source', 'q'] as const) if (filter[key]) params.set(key, filter[key]);
  if (filter.overdue) params.set('overdue', '1');
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

export const leadKeys = {
  all: () => [STAFF_QUERY_ROOT, 'leads'] as const,
  list: (filter: LeadFilter) => [STAFF_QUERY_ROOT, 'leads', 'list', filter] as const,
  board: (filter: LeadFilter) => [STAFF_QUERY_ROOT, 'leads', 'board', filter] as const,
  detail: (id: string) => [STAFF_QUERY_ROOT, 'leads', 'detail', id] as const,
  funnel: (weeks: number, source: string, course: string) => [STAFF_QUERY_ROOT, 'leads', 'funnel', weeks, source, course] as const,
  owners: () => [STAFF_QUERY_ROOT, 'lead-owners'] as const,
  templates: () => [STAFF_QUERY_ROOT, 'lead-templates'] as const,
  webhooks: () => [STAFF_QUERY_ROOT, 'webhooks'] as const,
  deliveries: (id: string) => [STAFF_QUERY_ROOT, 'webhooks', id] as const,
};

export const csvHref = (filter: LeadFilter) => `${API_BASE}/staff/leads?${leadQueryString(filter, { format: 'csv' })}`;

export const listLeads = (filter: LeadFilter, cursor?: string) =>
  staffRequest<LeadPage>(`/leads?${leadQueryString(filter, cursor ? { cursor } : {})}`);
export const readBoard = (filter: LeadFilter) => staffRequest<LeadBoard>(`/leads/board?${leadQueryString({ ...filter, status: '' })}`);
export const readLead = (id: string) => staffRequest<LeadDetail>(`/leads/${id}`);
export const readFunnel = (weeks: number, source: string, course: string) =>
  staffRequest<Funnel>(
    `/leads/funnel?${new URLSearchParams({ weeks: String(weeks), ...(source ? { source } : {}), ...(course ? { course } : {}) })}`,
  );
export const listOwners = () => staffRequest<LeadOwner[]>('/leads/owners');

export const updateLead = (lead: Pick<LeadSummary, 'id' | 'version'>, body: LeadUpdateBody) =>
  staffRequest<LeadSummary>(`/leads/${lead.id}`, { method: 'PATCH', body, version: lead.version });
export const addNote = (id: string, text: string, idempotencyKey: string) =>
  staffRequest<unknown>(`/leads/${id}/notes`, { method: 'POST', body: { text }, idempotencyKey });
export const sendMessage = (id: string, body: LeadMessageBody, idempotencyKey: string) =>
  staffRequest<LeadSummary>(`/leads/${id}/messages`, { method: 'POST', body, idempotencyKey });
export const mergeLead = (lead: Pick<LeadSummary, 'id' | 'version'>, otherId: string) =>
  staffRequest<LeadSummary>(`/leads/${lead.id}/merge`, { method: 'POST', body: { otherId }, version: lead.version });

export const listTemplates = () => staffRequest<LeadTemplate[]>('/lead-templates');
export const saveTemplate = (key: TemplateKey, version: number, body: string) =>
  staffRequest<LeadTemplate>(`/lead-templates/${key}`, { method: 'PUT', body: { body }, version });

export const listWebhooks = () => staffRequest<WebhookView[]>('/webhooks');
export const addWebhook = (body: WebhookBody, idempotencyKey: string) =>
  staffRequest<WebhookView>('/webhooks', { method: 'POST', body, idempotencyKey });
export const changeWebhook = (hook: WebhookView, body: WebhookUpdateBody) =>
  staffRequest<WebhookView>(`/webhooks/${hook.id}`, { method: 'PATCH', body, version: hook.version });
export const removeWebhook = (hook: WebhookView) =>
  staffRequest<unknown>(`/webhooks/${hook.id}`, { method: 'DELETE', version: hook.version });
export const readDeliveries = (id: string) => staffRequest<DeliveryView[]>(`/webhooks/${id}/deliveries`);
