/**
 * Reading a note or a PDF of the pack (the reader, decision 164): the device's copy first, then the academy
 * (the sample note is everyone's; the rest needs enrolment). Says why when neither gives it.
 */
import { readPackFile } from './pack-cache';

export type PackReadProblem = 'not-saved' | 'locked-signed-out' | 'locked' | 'gone' | 'failed';

export class PackReadError extends Error {
  constructor(readonly problem: PackReadProblem) {
    super(`Could not read the file: ${problem}`);
    this.name = 'PackReadError';
  }
}

export interface PackRead {
  response: Response;
  /** Read from the device's copy (offline, or before the network was asked). */
  fromDevice: boolean;
}

export async function readPack(url: string): Promise<PackRead> {
  const kept = await readPackFile(url).catch(() => undefined);
  if (kept) return { response: kept, fromDevice: true };
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    throw new PackReadError('not-saved');
  }
  if (response.ok) return { response, fromDevice: false };
  if (response.status === 401) throw new PackReadError('locked-signed-out');
  if (response.status === 403) throw new PackReadError('locked');
  if (response.status === 404) throw new PackReadError('gone');
  throw new PackReadError('failed');
}
