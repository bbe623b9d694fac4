/**
 * Issue 21 in Chromium: sign in, register for a workshop, see it in My learning, download its .ics, opt
 * in to reminders; a push delivered to the service worker (CDP) shows a notification whose click opens
 * the workshop page; My learning renders offline. The browser vendor's push service is out of reach
 * here, so `PushManager.subscribe` answers a subscription with real keys and a local endpoint (the server
 * accepts loopback http outside production, decision 72); the push itself comes through DevTools.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchProfileContext, whenReady } from '../../scripts/lib/browser';
import { freshMobile, logIn } from '../support/e2e-login';
import { parseIcs, testBrowser } from '../support/my-learning-helpers';

const baseUrl = inject('baseUrl');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let profile: string;
let context: BrowserContext;

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'academy-my-learning-'));
  context = await launchProfileContext(profile);
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  const keys = testBrowser();
  const endpoint = `http://127.0.0.1:9/push/e2e-${process.pid}-${Date.now()}`;
  // Stands in for the vendor's push service at that boundary only: everything after it is the app's own.
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const subscription = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => Promise.resolve(true),
      };
      PushManager.prototype.subscribe = () => Promise.resolve(subscription as unknown as PushSubscription);
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );
});
afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

async function upcomingWorkshop(): Promise<{ _id: string; title: string }> {
  const list = ((await (await fetch(`${baseUrl}/api/workshops`)).json()) as { data: { _id: string; title: string; status: string }[] })
    .data;
  return list.find((w) => w.status.toLowerCase() === 'upcoming')!;
}

/** axe-core's serious and critical findings on the page (evaluated through DevTools, which the page's CSP allows). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(d: Document): Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

/** The service worker's registration id, as DevTools knows it (what deliverPushMessage needs). */
async function registrationId(page: Page): Promise<{ send: (data: string) => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) =>
    ids.push(...e.registrations.filter((r) => r.scopeURL.startsWith(baseUrl) && !r.isDeleted).map((r) => r.registrationId)),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length, { timeout: 10_000 }).toBeGreaterThan(0);
  return {
    send: async (data) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId: ids[0]!, data });
    },
  };
}

describe('My learning in the browser', () => {
  it('register, calendar, reminders, a push and its click, and My learning offline', { timeout: 60_000 }, async () => {
    const workshop = await upcomingWorkshop();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const workshopUrl = `${baseUrl}/book/workshop/${workshop._id}`;
    await page.goto(workshopUrl);
    await whenReady(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await logIn(page, baseUrl, freshMobile('8'));

    const place = page.getByRole('region', { name: 'Your place' });
    await place.getByRole('button', { name: 'Register for this session' }).click();
    const ics = place.getByRole('link', { name: 'Add to calendar (.ics)' });
    await ics.waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), ics.click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('BEGIN:VEVENT');
    expect(parseIcs(text).events.map((e) => e.summary)).toEqual([workshop.title]);

    await place.getByRole('button', { name: 'Remind me a day before and an hour before' }).click();
    await place.getByText('Reminders are on: we will notify you a day before and an hour before.').waitFor();
    await place.getByRole('button', { name: 'Turn off reminders' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My learning' }).click();
    await page.getByRole('heading', { level: 1, name: 'My learning' }).waitFor();
    const sessions = page.getByRole('region', { name: 'My sessions' });
    await sessions.getByRole('link', { name: workshop.title }).waitFor();
    await sessions.getByText('Reminders on').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const push = await registrationId(page);
    const tag = `session-workshop-${workshop._id}`;
    const message = { title: `Tomorrow: ${workshop.title}`, body: 'Starts soon.', url: `/book/workshop/${workshop._id}`, tag };
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, tag: n.tag })),
      );
    // DevTools now and then drops a message sent while it attaches to the worker; a push service retries
    // the same way, and the tag makes a repeat replace the first.
    await expect
      .poll(
        async () => {
          const now = await shown();
          if (now.length === 0) await push.send(JSON.stringify(message)); // first, or again after 2 s without it
          return now;
        },
        { timeout: 10_000, interval: 2_000 },
      )
      .toEqual([{ title: message.title, tag }]);

    // No DevTools command clicks a notification: the worker gets the same event a click gives it.
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseUrl))!;
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(workshopUrl, { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: workshop.title }).waitFor();

    await page.goto(`${baseUrl}/my-learning`);
    await whenReady(page);
    await page.getByRole('region', { name: 'My sessions' }).getByRole('link', { name: workshop.title }).waitFor();
    // Saved by the persisted cache (at most a second behind): what an offline start reads.
    await page.waitForFunction((id) => (localStorage.getItem('codesmart-queries') ?? '').includes(id), workshop._id);
    await context.setOffline(true);
    await page.reload();
    await whenReady(page);
    await page.getByRole('region', { name: 'My sessions' }).getByRole('link', { name: workshop.title }).waitFor();
    expect(await page.getByTestId('my-learning-age').textContent()).toMatch(/^Saved /);
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});
