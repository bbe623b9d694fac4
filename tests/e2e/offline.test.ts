import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, launchProfileContext } from '../../scripts/lib/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
const api = async <T>(path: string) => ((await (await fetch(baseUrl + '/api' + path)).json()) as { data: T }).data;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/**
 * Every picture on the page has pixels and is its own, saved: a picture the service worker could only
 * replace with its "no image" stand-in still has pixels, so it is looked up in the caches too.
 */
async function unsavedImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    // An image ends in `load` or `error` (it has no `loadend`: waiting for one hung this test whenever a picture was
    // still on its way, past its 60 s, then its 120 s, in two full runs).
    const ended = (img: HTMLImageElement) =>
      new Promise((r) => {
        img.addEventListener('load', r, { once: true });
        img.addEventListener('error', r, { once: true });
      });
    await Promise.all(images.map((img) => (img.complete ? null : ended(img))));
    const problems: string[] = [];
    for (const img of images) {
      if (img.loading === 'lazy' && !img.complete) continue;
      const src = img.currentSrc || img.src;
      if (src.startsWith('data:')) continue;
      if (img.naturalWidth === 0) problems.push(`${src} (no pixels)`);
      else if (!(await caches.match(src, { ignoreSearch: true }))) problems.push(`${src} (not saved)`);
    }
    return problems;
  });
}

describe('offline-first in Chromium against npm start', () => {
  it('after one online visit to /, every screen opens offline, directly, with its content', async () => {
    const [courses, mentors, events, webinars, workshops, internships] = await Promise.all([
      api<{ _id: string; title: string }[]>('/courses/all'),
      api<{ _id: string; fullName: string }[]>('/trainer/all-profile'),
      api<{ _id: string; title: string }[]>('/event'),
      api<{ id: string; title: string }[]>('/webinars'),
      api<{ _id: string; title: string }[]>('/workshops'),
      api<{ _id: string; title: string }[]>('/internship-sessions'),
    ]);
    const first = await context.newPage();
    await first.goto(baseUrl + '/');
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForFunction(() => localStorage.getItem('codesmart-warm-up') !== null, undefined, { timeout: 60_000 });
    const warm = JSON.parse((await first.evaluate(() => localStorage.getItem('codesmart-warm-up')))!) as {
      ms: number;
      requests: number;
      bytes: number;
    };
    console.log(`[offline] warm-up: ${warm.requests} requests, ${warm.bytes} bytes, ${warm.ms} ms`);
    await first.close();

    await context.setOffline(true);
    const screens: [string, (p: Page) => Promise<unknown>][] = [
      [
        '/courses',
        (p) =>
          p
            .locator('#courses-list')
            .getByRole('heading', { name: courses.at(-1)!.title })
            .waitFor(),
      ],
      [`/courses/c/${courses.at(-1)!._id}`, (p) => p.getByRole('heading', { level: 1, name: courses.at(-1)!.title }).waitFor()],
      ['/mentors', (p) => p.getByRole('heading', { name: mentors[0]!.fullName }).waitFor()],
      [`/mentors/m/${mentors.at(-1)!._id}`, (p) => p.getByRole('heading', { level: 1, name: mentors.at(-1)!.fullName }).waitFor()],
      ['/testimonials', (p) => p.getByTestId('testimonial-grid').locator('blockquote').first().waitFor()],
      ['/book', (p) => p.getByRole('heading', { name: 'Internship Sessions' }).waitFor()],
      ['/book/event', (p) => p.getByRole('link', { name: `View Details: ${events[0]!.title}` }).waitFor()],
      ['/book/webinar', (p) => p.getByRole('link', { name: `View Details: ${webinars[0]!.title}` }).waitFor()],
      ['/book/workshop', (p) => p.getByRole('link', { name: `View Details: ${workshops[0]!.title}` }).waitFor()],
      ['/book/internship-session', (p) => p.getByRole('link', { name: `View Details: ${internships[0]!.title}` }).waitFor()],
      [`/book/event/${events.at(-1)!._id}`, (p) => p.getByRole('heading', { level: 1, name: events.at(-1)!.title }).waitFor()],
      [`/webinar/${webinars.at(-1)!.id}`, (p) => p.getByRole('heading', { level: 1, name: webinars.at(-1)!.title }).waitFor()],
      [`/book/workshop/${workshops.at(-1)!._id}`, (p) => p.getByRole('heading', { level: 1, name: workshops.at(-1)!.title }).waitFor()],
      [
        `/internship-session/${internships.at(-1)!._id}`,
        (p) => p.getByRole('heading', { level: 1, name: internships.at(-1)!.title }).waitFor(),
      ],
    ];
    for (const [path, content] of screens) {
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(baseUrl + path);
      await content(page).catch(async (err: unknown) => {
        const text = await page.evaluate(() => document.body.innerText.slice(0, 600)).catch(() => '(no page)');
        throw new Error(`${path} showed no content offline:\n${text}\n${String(err)}`);
      });
      const ms = Date.now() - started;
      await page.getByText("You're offline — showing saved content").waitFor();
      expect(await page.getByTestId('offline-readiness').textContent(), path).toMatch(/^Saved for offline /);
      expect(await unsavedImages(page), path).toEqual([]);
      // The build's code comes straight from the precache (static routing), without waking the worker.
      const codeSources = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map((entry) => (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType),
      );
      expect(codeSources.length, path).toBeGreaterThan(0);
      expect(new Set(codeSources), path).toEqual(new Set(['cache']));
      console.log(`[offline] ${path}: content after ${ms} ms`);
      await page.close();
    }
    await context.setOffline(false);
  }, 120_000); // 14 screens offline: 26-36 s alone, more beside the other files' load

  it('Chromium reports no installability errors', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'academy-profile-'));
    const installable = await launchProfileContext(profile);
    const page = await installable.newPage();
    await page.goto(baseUrl + '/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await installable.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const manifest = (await (await fetch(baseUrl + '/manifest.webmanifest')).json()) as {
      screenshots: { form_factor: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/courses', '/book', '/contact']);
    await installable.close();
    rmSync(profile, { recursive: true, force: true });
  });
});
