/** How much of the site is saved for offline use (offline banner and footer). */
export const OFFLINE_READINESS = {
  savedAt: (when: string) => `Saved for offline ${when}.`,
  saving: (done: number, total: number) => `Saving pages for offline use… ${done} of ${total}.`,
  never: 'Pages you have not opened yet may be missing.',
} as const;
