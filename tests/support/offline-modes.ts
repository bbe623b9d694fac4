/**
 * The two ways a tester takes the app offline, for browser tests that must hold in both:
 * DevTools' "Offline" switch (the page is offline, its service worker is not) and the whole browser.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface OfflineMode {
  name: string;
  offline(context: BrowserContext, page: Page, on: boolean): Promise<void>;
}

const devtools = new WeakMap<Page, CDPSession>();

export const OFFLINE_MODES: OfflineMode[] = [
  {
    name: 'page only (DevTools switch)',
    async offline(context, page, on) {
      // One session, as DevTools has: conditions set in one CDP session are not lifted by another.
      let cdp = devtools.get(page);
      if (!cdp) {
        cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        devtools.set(page, cdp);
      }
      await cdp.send('Network.emulateNetworkConditions', { offline: on, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    },
  },
  { name: 'whole browser', offline: (context, _page, on) => context.setOffline(on) },
];
