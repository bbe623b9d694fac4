/**
 * How `npm run admin` talks to the staff routes (decision 120): a client of `/api/staff/*` signed with an
 * admin token, over HTTP here, or in the command's own process (admin-in-process.ts) when no server holds the
 * data; either way a request meets the same role check, validation and audit log. Kept free of the server's
 * modules: a command that only talks to a server starts without loading the database or the route table.
 */
import type { ServerConfig } from '../../server/config';
import type { KeptToken } from './admin-token-file';

export interface StaffAnswer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown; errors?: Record<string, string> };
}

export interface StaffCall {
  body?: unknown;
  ifMatch?: string;
}

/** A client of `/api/staff/*`: `path` is below it (`/members`, `/inbox/contacts?since=…`). */
export interface StaffClient {
  call(method: string, path: string, init?: StaffCall): Promise<StaffAnswer>;
}

/** The server named by a note or ADMIN_URL did not answer at all (a dead server, a port now nobody's). */
export class ServerUnreachable extends Error {}

export function requestInit(method: string, token: string, init: StaffCall = {}): RequestInit {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (init.ifMatch !== undefined) headers['If-Match'] = init.ifMatch;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) };
}

export async function answerOf(res: Response): Promise<StaffAnswer> {
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as StaffAnswer['body'] };
  } catch {
    return { status: res.status, body: { success: false, message: text.slice(0, 500) || `HTTP ${res.status}` } };
  }
}

/** POST/GET to a server's `/api` by plain fetch; a request that gets no answer throws ServerUnreachable. */
export async function fetchApi(baseUrl: string, path: string, init: RequestInit): Promise<StaffAnswer> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/api${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new ServerUnreachable(`${baseUrl} did not answer (${(err as Error).message})`);
  }
  return answerOf(res);
}

export function httpStaffClient(baseUrl: string, token: string): StaffClient {
  return { call: (method, path, init) => fetchApi(baseUrl, `/staff${path}`, requestInit(method, token, init)) };
}

/** A refusal the command explains in a sentence and exits 1 for. */
export class CommandFailure extends Error {}

export interface Reach {
  /** Where requests go, for messages. */
  where: string;
  /** ADMIN_URL: another machine's server, where only ADMIN_TOKEN signs (no file, no making one). */
  remote: boolean;
  /** Makes an admin token: an operator's power, on the server machine only. */
  mint(label: string): Promise<KeptToken>;
  clientWith(token: string): StaffClient;
  close(): Promise<void>;
}

export type AdminConfig = Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'uploadsDir'>;

export function failureOf(answer: StaffAnswer): string {
  const fields = Object.values(answer.body.errors ?? {});
  const message = answer.body.message ?? `failed (${answer.status})`;
  return fields.length ? `${message} ${fields.join('; ')}` : message;
}

export function keptOf(answer: StaffAnswer): KeptToken {
  if (answer.status !== 201) throw new CommandFailure(failureOf(answer));
  const { id, label, actor, token } = answer.body.data as KeptToken;
  return { id, label, actor, token };
}
