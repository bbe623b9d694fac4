/**
 * Where `npm run admin` sends its requests, and how it gets its token (decision 120):
 *
 * - `ADMIN_URL` set: that server, with `ADMIN_TOKEN` (made on the server machine with `token --print`);
 * - on PGlite, a running server's note in `DATA_DIR` (server/operator/server-note.ts): that server, over
 *   loopback; a token is made through its operator route the first time;
 * - otherwise (the server stopped, or PostgreSQL): the database itself, the PGlite folder under its lock,
 *   with the staff routes mounted in this process; a token is made in the database the first time.
 */
import { OPERATOR_TOKENS_PATH, readServerNote, type ServerNote } from '../../server/operator/server-note';
import { CommandFailure, fetchApi, httpStaffClient, keptOf, type AdminConfig, type Reach } from './admin-client';
import { defaultLabel, keepToken, readKeptToken, tokenFilePath, type KeptToken } from './admin-token-file';

export { CommandFailure, failureOf, type Reach } from './admin-client';

function remoteReach(baseUrl: string): Reach {
  return {
    where: baseUrl,
    remote: true,
    mint: () =>
      Promise.reject(new CommandFailure('Admin tokens are made on the server machine: run npm run admin -- token --print there.')),
    clientWith: (token) => httpStaffClient(baseUrl, token),
    close: async () => {},
  };
}

/** A token made by the running server that wrote `note`, with the note's operator secret. */
export async function mintThroughServer(baseUrl: string, note: ServerNote, label: string): Promise<KeptToken> {
  return keptOf(
    await fetchApi(baseUrl, OPERATOR_TOKENS_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${note.operatorSecret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ label }),
    }),
  );
}

function serverReach(baseUrl: string, note: ServerNote): Reach {
  return {
    where: `the running server (pid ${note.pid})`,
    remote: false,
    mint: (label) => mintThroughServer(baseUrl, note, label),
    clientWith: (token) => httpStaffClient(baseUrl, token),
    close: async () => {},
  };
}

/** Whether the server of a note answers as this product's server does (not a stranger on a reused port). */
async function answers(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
    const body = (await res.json()) as { data?: { status?: string } };
    return res.ok && body.data?.status === 'alive';
  } catch {
    return false; // a pid reused by another program, or a server that died without cleaning up
  }
}

export async function openReach(config: AdminConfig, adminUrl: string | undefined): Promise<Reach> {
  if (adminUrl) return remoteReach(adminUrl.replace(/\/+$/, ''));
  const note = config.databaseUrl ? null : readServerNote(config.dataDir);
  const baseUrl = note && `http://127.0.0.1:${note.port}`;
  if (note && baseUrl && (await answers(baseUrl))) return serverReach(baseUrl, note);
  // Loaded only now: the database and the route table are most of the command's start-up time.
  const { directReach } = await import('./admin-in-process');
  return directReach(config);
}

/**
 * The token this command signs with: ADMIN_TOKEN, else the machine's file, else a new one made now and kept
 * in the file (said on stderr). Two commands making one at once keep one; the other's is revoked.
 */
export async function tokenFor(reach: Reach, dataDir: string, envToken: string | undefined, notice: (line: string) => void) {
  if (envToken) return envToken;
  const kept = readKeptToken(dataDir);
  if (kept) return kept.token;
  if (reach.remote)
    throw new CommandFailure('ADMIN_URL needs ADMIN_TOKEN: make one with npm run admin -- token --print on the server machine.');
  const made = await reach.mint(defaultLabel());
  const held = keepToken(dataDir, made, false);
  if (held.id !== made.id) {
    await reach.clientWith(held.token).call('DELETE', `/tokens/${made.id}`);
    return held.token;
  }
  notice(`Made an admin token for this machine, ${made.actor}, kept in ${tokenFilePath(dataDir)} (npm run admin -- token list).`);
  return made.token;
}
