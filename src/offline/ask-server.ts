/**
 * Asking the academy's server about a path without its body: `HEAD`, never cached, with its own short time
 * limit (a dead route must not hold the caller). "Online" says only that the device has a network (issue 33).
 */

/** The server's answer to `HEAD url`, or null when none came (offline, lie-fi, the time limit). */
export async function headOf(url: string, timeoutMs = 5_000): Promise<Response | null> {
  try {
    return await fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return null;
  }
}
