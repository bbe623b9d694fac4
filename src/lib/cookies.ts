/**
 * The few readable cookies the PWA keeps (SPEC's `studentId` and `mobileNo`), with the platform's
 * document.cookie: values are percent-encoded, so any character survives.
 */
const DAY_MS = 86_400_000;

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1));
      } catch {
        return pair.slice(at + 1);
      }
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
