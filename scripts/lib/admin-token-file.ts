/**
 * The admin token `npm run admin` keeps on the server machine (decision 120): `DATA_DIR/admin-token.json`,
 * mode 0600 in a 0700 folder, so only the server's OS user (and root) can read it. Only the token's SHA-256
 * is in the database. The file is written whole or not at all (a temporary file linked or renamed into place),
 * so two commands starting at once never read half a token.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';

export interface KeptToken {
  id: string;
  label: string;
  /** How the audit log names it: `token:<label>#<first 8 of id>`. */
  actor: string;
  token: string;
}

export const TOKEN_FILE = 'admin-token.json';
export const tokenFilePath = (dataDir: string) => join(dataDir, TOKEN_FILE);

/** `<user>@<host>`, in the characters a label may have (src/contract/staff.ts's AdminTokenBody). */
export function defaultLabel(): string {
  let user = 'operator';
  try {
    user = userInfo().username;
  } catch {
    // no name for this uid (a container's): "operator" says enough
  }
  return `${user}@${hostname()}`.replace(/[^A-Za-z0-9._@-]/g, '-').slice(0, 60);
}

export function readKeptToken(dataDir: string): KeptToken | null {
  const path = tokenFilePath(dataDir);
  if (!existsSync(path)) return null;
  const kept = JSON.parse(readFileSync(path, 'utf8')) as Partial<KeptToken>;
  if (typeof kept.token !== 'string' || typeof kept.id !== 'string') throw new Error(`${path} is not an admin token file: delete it`);
  return kept as KeptToken;
}

/**
 * Keeps `made` in the file. With `replace` false it keeps it only if no file is there yet and answers
 * whichever token the file holds afterwards (another command may have made one a moment before).
 */
export function keepToken(dataDir: string, made: KeptToken, replace: boolean): KeptToken {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = tokenFilePath(dataDir);
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  try {
    if (replace) renameSync(temporary, path);
    else linkSync(temporary, path);
    return made;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readKeptToken(dataDir)!;
  } finally {
    rmSync(temporary, { force: true });
  }
}
