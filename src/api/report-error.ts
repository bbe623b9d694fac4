/**
 * Tells the server's log that a screen failed in this browser (POST /api/client-errors). Best effort:
 * `keepalive` lets the report leave even when the page reloads right after, and a report that cannot
 * be sent (offline) is simply dropped.
 */
import { API_BASE, CLIENT_ERRORS_PATH } from '../contract/api-routes';
import type { ClientErrorReport } from '../contract/requests';

/** `componentStack`: where in the tree a render error happened (React's ErrorInfo). */
export function reportClientError(kind: ClientErrorReport['kind'], error: unknown, componentStack?: string | null): void {
  const err = error instanceof Error ? error : new Error(String(error));
  const report: ClientErrorReport = {
    kind,
    message: (err.message || err.name || 'Unknown error').slice(0, 500),
    stack: [err.stack, componentStack].filter(Boolean).join('\n').slice(0, 4000) || undefined,
    path: (window.location.pathname || '/').slice(0, 300),
    version: document.documentElement.dataset.version?.slice(0, 64),
  };
  void fetch(API_BASE + CLIENT_ERRORS_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
