/** How much the network may carry for things the person did not ask for. No React: the service worker reads it too. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Data Saver is on, or the browser measures a 2G line: the first install keeps only the shell and what
 * this visit loaded (decision 125). Works in a page and in the service worker.
 */
export function lightOnData(nav: { connection?: NetworkInformation } | undefined = globalThis.navigator as never): boolean {
  const connection = nav?.connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
