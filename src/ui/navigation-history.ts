/**
 * Whether the visitor reached the current page through the app: "Back" buttons then go back in history,
 * and otherwise (a deep link, a new tab) to a sensible parent page instead of leaving the site.
 */
let navigations = 0;

/** Called when the app mounts: a fresh app has no history of its own yet. */
export function resetNavigations(): void {
  navigations = 0;
}

export function recordNavigation(): void {
  navigations += 1;
}

/** The first page shown counts as one navigation; anything beyond means there is a page of ours behind. */
export function hasInAppHistory(): boolean {
  return navigations > 1;
}
