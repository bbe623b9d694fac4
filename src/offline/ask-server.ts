/**
 * Whether the academy answers at all: `HEAD /healthz`, never cached, with its own short time limit (a dead
 * route must not hold the caller). "Online" says only that the device has a network (issue 33).
 */
export async function askServer(timeoutMs = 5_000): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}
