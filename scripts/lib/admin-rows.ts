import { readServerNote } from '../../server/operator/server-note';
import { parseKind, type Row } from '../../server/staff/inbox-rows';
import { httpStaffClient } from './admin-client';
import { inboxRows } from './admin-commands';
import { keepToken, readKeptToken } from './admin-token-file';
import { CommandFailure, mintThroughServer } from './admin-reach';

/**
 * What a running `npm start` stored, read as `npm run admin` reads it: the staff inbox, signed with the data
 * folder's admin token, made through the server's operator route the first time (decision 120).
 */
export async function adminRows(baseUrl: string, dataDir: string, kind: string): Promise<Row[]> {
  const inbox = parseKind(kind);
  if (!inbox) throw new CommandFailure(`unknown kind "${kind}"`);
  return inboxRows(httpStaffClient(baseUrl, await folderToken(baseUrl, dataDir)), inbox, undefined, () => {});
}

async function folderToken(baseUrl: string, dataDir: string): Promise<string> {
  const kept = readKeptToken(dataDir);
  if (kept) return kept.token;
  const note = readServerNote(dataDir);
  if (!note) throw new CommandFailure(`no running server holds ${dataDir}`);
  return keepToken(dataDir, await mintThroughServer(baseUrl, note, 'tests'), false).token;
}
