/** What the app says when part of it fails: a screen whose code or rendering broke, and storage. */
export const SCREEN_PROBLEM = {
  crashed: 'Something went wrong on this page',
  crashedLead: 'The rest of the site still works. Try again, or go on from the home page.',
  notLoaded: "This page couldn't load",
  notLoadedOnline: 'Check your connection and try again.',
  notLoadedOffline: "This page hasn't been saved for offline use yet. It will open by itself when you're back online.",
  retry: 'Try again',
  home: 'Go to the home page',
} as const;
