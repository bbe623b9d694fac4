/**
 * What each `npm run admin` command asks the staff routes, and what it prints (decision 120). A command
 * answers its output, or throws CommandFailure with the sentence to print; scripts/admin.ts reads the
 * arguments and exits.
 */
import type { StaffRoleName } from '../../src/contract/staff';
import type { AdminTokenView } from '../../server/staff/admin-tokens';
import { INBOX_EXPORT_MAX, type InboxKind, type Row } from '../../server/staff/inbox-rows';
import { formatRows } from '../../server/staff/rows-as-text';
import type { StaffClient } from './admin-client';
import { keepToken, readKeptToken, tokenFilePath } from './admin-token-file';
import { CommandFailure, failureOf, type Reach } from './admin-reach';

async function data<T>(client: StaffClient, method: string, path: string, init?: Parameters<StaffClient['call']>[2]): Promise<T> {
  const answer = await client.call(method, path, init);
  if (answer.status >= 400) throw new CommandFailure(failureOf(answer));
  return answer.body.data as T;
}

/** The inbox's own columns: the console works with them; the command prints what was sent. */
const TRACKING = new Set(['id', 'status', 'version', 'handledAt']);
const sentColumns = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([column]) => !TRACKING.has(column)));

/** What students sent, newest first: every row, up to the export's bound (said on stderr when reached). */
export async function inboxRows(client: StaffClient, kind: InboxKind, since: string | undefined, warn: (line: string) => void) {
  const query = new URLSearchParams({ limit: String(INBOX_EXPORT_MAX) });
  if (since) query.set('since', since);
  const rows = await data<Row[]>(client, 'GET', `/inbox/${kind}?${query}`);
  if (rows.length === INBOX_EXPORT_MAX) warn(`Only the latest ${INBOX_EXPORT_MAX} are shown: use --since to see older ones.`);
  return rows.map(sentColumns);
}

export function printInbox(rows: Row[], format: 'table' | 'csv' | 'json'): string {
  return formatRows(rows, format);
}

interface Member {
  id: string;
  identifier: string;
  role: StaffRoleName;
  version: number;
  addedBy: string;
  createdAt: string;
}

/** As the server keeps it (server/staff/members.ts): a number as given, an e-mail in lower case. */
const sameIdentifier = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function staffAdd(client: StaffClient, identifier: string, role: StaffRoleName | undefined): Promise<string> {
  const member = await data<Member>(client, 'POST', '/members', { body: { identifier, role: role ?? 'staff' } });
  return `${member.identifier} is ${member.role === 'admin' ? 'an admin' : 'staff'}: they sign in with the usual login code and open /staff.`;
}

export async function staffRemove(client: StaffClient, identifier: string): Promise<string> {
  const members = await data<Member[]>(client, 'GET', '/members');
  const member = members.find((m) => sameIdentifier(m.identifier, identifier));
  if (!member) throw new CommandFailure(`${identifier} is not a staff member`);
  await data(client, 'DELETE', `/members/${member.id}`, { ifMatch: `"${member.version}"` });
  return `${member.identifier} is no longer staff.`;
}

export async function staffList(client: StaffClient): Promise<string> {
  const members = await data<Member[]>(client, 'GET', '/members');
  const rows = members.map((m) => ({ identifier: m.identifier, role: m.role, addedBy: m.addedBy, createdAt: m.createdAt }));
  return formatRows(rows, 'table');
}

export async function unlock(client: StaffClient, mobileNo: string): Promise<string> {
  const { clearedWrongCodes } = await data<{ clearedWrongCodes: number }>(client, 'DELETE', `/otp-locks/${mobileNo}`);
  return `${mobileNo} can log in again: ${clearedWrongCodes} wrong code${clearedWrongCodes === 1 ? '' : 's'} cleared.`;
}

export async function tokenList(client: StaffClient): Promise<string> {
  const tokens = await data<AdminTokenView[]>(client, 'GET', '/tokens');
  const rows = tokens.map((t) => ({ name: t.actor, createdAt: t.createdAt, lastUsedAt: t.lastUsedAt, revokedAt: t.revokedAt }));
  return formatRows(rows, 'table');
}

/** Revokes the live token named `name`: `label#1a2b3c4d` as the list shows it, or a label only one live token has. */
export async function tokenRevoke(client: StaffClient, name: string): Promise<string> {
  const live = (await data<AdminTokenView[]>(client, 'GET', '/tokens')).filter((t) => !t.revokedAt);
  const byName = live.filter((t) => t.actor === name || t.actor === `token:${name}` || t.id === name);
  const matches = byName.length ? byName : live.filter((t) => t.label === name);
  if (matches.length === 0) throw new CommandFailure(`No live admin token is called ${name} (npm run admin -- token list).`);
  if (matches.length > 1)
    throw new CommandFailure(`${matches.length} live tokens are labelled ${name}: name one as the list shows it (${matches[0]!.actor}).`);
  await data(client, 'DELETE', `/tokens/${matches[0]!.id}`);
  return `${matches[0]!.actor} is revoked: it is refused from its next request on.`;
}

/**
 * A new token: kept in the machine's file, where it replaces (and revokes) the one there; or, with `print`,
 * printed for another machine (ADMIN_URL with ADMIN_TOKEN) and kept nowhere here.
 */
export async function tokenNew(reach: Reach, dataDir: string, label: string, print: boolean, notice: (line: string) => void) {
  const made = await reach.mint(label);
  if (print) {
    notice(`${made.actor}: give it as ADMIN_TOKEN with ADMIN_URL; it acts as an admin until revoked (npm run admin -- token revoke).`);
    return made.token;
  }
  const previous = readKeptToken(dataDir);
  keepToken(dataDir, made, true);
  if (previous) {
    const revoked = await reach.clientWith(made.token).call('DELETE', `/tokens/${previous.id}`);
    // One the database no longer knows (a database made again) has nothing left to revoke.
    if (revoked.status >= 400 && revoked.status !== 404) throw new CommandFailure(failureOf(revoked));
  }
  return `A new admin token, ${made.actor}, is in ${tokenFilePath(dataDir)} (readable by you only)${previous ? `; ${previous.actor} is revoked` : ''}.`;
}
