/**
 * Which addresses a webhook may post to (decision 151): an admin types the address and the server calls it
 * later, so without a rule the console could make the server call its own network (SSRF). The rule is the
 * push endpoints' (decision 72), with any port: https to a host name, and at connect time every address
 * the name resolves to must be public (`publicOnlyLookup`). Plain http to loopback only outside production,
 * for tests and development.
 */
import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function webhookUrlProblem(raw: string, allowLoopbackHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Give an https:// address';
  }
  if (url.username || url.password) return 'The address must not carry a user name or password';
  if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'Give an https:// address';
  const host = url.hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'Give the name of the service, not an IP address';
  if (!host.includes('.') || host === 'localhost' || /\.(localhost|local|internal)$/.test(host))
    return 'Give the address of a public service';
  return null;
}
