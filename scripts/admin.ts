/**
 * `npm run admin -- <contacts|registrations|enrolments|feedback> [--since YYYY-MM-DD] [--format table|csv|json]`
 * prints what students sent; `staff add|remove|list` manages who may use the staff console (the first admin
 * is made here, decision 66); `unlock <mobile>` ends a number's login lockouts (decision 98); `token` makes,
 * lists and revokes admin tokens.
 *
 * Every command is a request to the staff routes, signed with an admin token (decision 120): to the running
 * server, or to the same routes in this process on the database when no server holds it
 * (scripts/lib/admin-reach.ts says which).
 */
import { parseArgs } from 'node:util';
import { readQueryDate } from '../src/contract/date-range';
import { validateRequest } from '../src/contract';
import { AdminTokenBody, OtpUnlockBody, STAFF_ROLES, type StaffRoleName } from '../src/contract/staff';
import { readConfig } from '../server/config';
import { INBOX_KINDS, parseKind } from '../server/staff/inbox-rows';
import { ServerUnreachable, type StaffClient } from './lib/admin-client';
import * as commands from './lib/admin-commands';
import { CommandFailure, openReach, tokenFor, type Reach } from './lib/admin-reach';
import { defaultLabel } from './lib/admin-token-file';

const USAGE = `usage: npm run admin -- <${INBOX_KINDS.join('|')}> [--since YYYY-MM-DD] [--format table|csv|json]
       npm run admin -- staff add <mobile or e-mail> [--role staff|admin]
       npm run admin -- staff remove <mobile or e-mail>
       npm run admin -- staff list
       npm run admin -- unlock <mobile>
       npm run admin -- token [--label <name>] [--print]
       npm run admin -- token list
       npm run admin -- token revoke <name>`;

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        since: { type: 'string' },
        format: { type: 'string', default: 'table' },
        role: { type: 'string' },
        label: { type: 'string' },
        print: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    usage((err as Error).message);
  }
}
const parsed = parseArguments();
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [first, ...rest] = parsed.positionals;
const { role, label, print } = parsed.values;
const config = readConfig();
const notice = (line: string) => console.error(line);

/** What a command does once it can reach the staff routes; `client` is signed with the machine's token. */
type Run = (reach: Reach, client: () => Promise<StaffClient>) => Promise<string>;

function staffRun(): Run {
  const [action, identifier, ...extra] = rest;
  if (action !== 'add' && action !== 'remove' && action !== 'list') usage(action ? `unknown staff action "${action}"` : 'staff what?');
  if (action !== 'list' && !identifier) usage(`staff ${action} needs a mobile number or e-mail`);
  if (extra.length || (action === 'list' && identifier)) usage(`unexpected "${[identifier, ...extra].filter(Boolean).join(' ')}"`);
  if (role !== undefined && (action !== 'add' || !(STAFF_ROLES as readonly string[]).includes(role)))
    usage('--role is staff or admin, with staff add');
  if (action === 'list') return async (_, client) => commands.staffList(await client());
  if (action === 'remove') return async (_, client) => commands.staffRemove(await client(), identifier!);
  return async (_, client) => commands.staffAdd(await client(), identifier!, role as StaffRoleName | undefined);
}

function unlockRun(): Run {
  const [mobileNo, ...extra] = rest;
  if (extra.length) usage(`unexpected "${extra.join(' ')}"`);
  const checked = validateRequest(OtpUnlockBody, { mobileNo: mobileNo ?? '' });
  if (!checked.ok) usage(`unlock needs a 10-digit mobile number: ${Object.values(checked.errors).join('; ')}`);
  return async (_, client) => commands.unlock(await client(), checked.value.mobileNo);
}

function tokenRun(): Run {
  const [action, name, ...extra] = rest;
  if (extra.length) usage(`unexpected "${extra.join(' ')}"`);
  if (action === 'list' && !name) return async (_, client) => commands.tokenList(await client());
  if (action === 'revoke' && name) return async (_, client) => commands.tokenRevoke(await client(), name);
  if (action !== undefined)
    usage(action === 'revoke' ? 'token revoke needs the name token list shows' : `unknown token action "${action}"`);
  const checked = validateRequest(AdminTokenBody, { label: label ?? defaultLabel() });
  if (!checked.ok) usage(`--label: ${Object.values(checked.errors).join('; ')}`);
  return (reach) => commands.tokenNew(reach, config.dataDir, checked.value.label, print === true, notice);
}

function inboxRun(): Run {
  const kind = parseKind(first);
  if (!kind) usage(first ? `unknown kind "${first}"` : 'which submissions?');
  if (rest.length) usage(`unexpected "${rest.join(' ')}"`);
  const format = parsed.values.format as string;
  if (format !== 'table' && format !== 'csv' && format !== 'json') usage(`unknown format "${format}"`);
  const since = parsed.values.since;
  // The same rule as the API's ?since= (src/contract/date-range.ts): a day that exists, in the years it accepts.
  const sinceDate = readQueryDate('since', since, 'day');
  if (!sinceDate.ok) usage(`--since: ${sinceDate.message}, got "${since}"`);
  return async (_, client) => commands.printInbox(await commands.inboxRows(await client(), kind, since, notice), format);
}

const RUNS: Record<string, () => Run> = { staff: staffRun, unlock: unlockRun, token: tokenRun };
if ((role !== undefined && first !== 'staff') || ((label !== undefined || print) && first !== 'token'))
  usage(role !== undefined ? '--role is staff or admin, with staff add' : '--label and --print go with token');
const run = (Object.hasOwn(RUNS, first ?? '') ? RUNS[first!]! : inboxRun)();

let reach: Reach | undefined;
try {
  reach = await openReach(config, process.env.ADMIN_URL || undefined);
  const opened = reach;
  const client = async () => opened.clientWith(await tokenFor(opened, config.dataDir, process.env.ADMIN_TOKEN || undefined, notice));
  const printed = await run(opened, client);
  // Written out before the exit below: console.log to a pipe is asynchronous, and a long listing was cut short.
  await new Promise<void>((resolve) => process.stdout.write(`${printed}\n`, () => resolve()));
} catch (err) {
  if (!(err instanceof CommandFailure || err instanceof ServerUnreachable)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await reach?.close();
}
process.exit(process.exitCode ?? 0);
