import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a running `npm start` stored, read as `npm run admin` reads it (its token is in the data folder). */
export async function adminRows(baseUrl: string, dataDir: string, kind: string): Promise<Record<string, unknown>[]> {
  const { adminToken } = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { adminToken: string };
  const response = await fetch(`${baseUrl}/api/admin/${kind}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}
