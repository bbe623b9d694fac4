/**
 * The cross-browser subset (issue 33), run in Firefox ESR and WebKitGTK (Safari's engine) as a student
 * meets them: a fresh profile's first visit, navigation, the warm-up, the OTP login, every screen with the
 * academy's server down ("lie-fi": the device still online), a form sent then and delivered exactly once when
 * the server is back, and the update offer after a deploy. Chromium runs the full suite in the other files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteProcess } from '../../../scripts/lib/site-process';
import { adminRows } from '../../../scripts/lib/admin-rows';
import { freshMobile } from '../../support/e2e-login';
import { launchEngine, type Engine, type EnginePage } from '../../../scripts/lib/engines';
import { storageTraceOfPage, traceStorageInPage } from '../../support/storage-trace';

const UPDATE_OFFER = 'A new version is available';
const UNREACHABLE = "We can't reach the academy right now — what you submitted is saved and will be sent automatically";
/** Issue 33's target: delivered this soon after the server is back, the tab untouched. */
const DELIVERED_WITHIN_MS = 15_000;

const bodyHas = (text: string) => document.body.innerText.includes(text);
const appReady = () => document.documentElement.dataset.appReady === 'true';

export function crossBrowserSuite(engine: Engine) {
  let site: SiteProcess;
  let page: EnginePage;
  const served = mkdtempSync(join(tmpdir(), `academy-dist-${engine}-`));
  const api = async <T>(path: string) => ((await (await fetch(site.baseUrl + '/api' + path)).json()) as { data: T }).data;

  beforeAll(async () => {
    // Its own server and build folder: this file stops the server and deploys a second version.
    site = await startSite({ DIST_DIR: served, APP_VERSION: `${engine}-1`, RATE_LIMIT_POSTS_PER_MINUTE: '100000' });
    page = await launchEngine(engine);
  });
  afterAll(async () => {
    await page?.close();
    await site?.stop();
    rmSync(served, { recursive: true, force: true });
  });

  describe(`${engine}: a student's journey, online, on lie-fi and across a deploy`, () => {
    it('a fresh profile: the server-rendered page comes alive without errors, the worker saves every page, and the first install offers no update', async () => {
      await page.goto(site.baseUrl + '/courses');
      // The server's HTML already holds the page (no script needed to read it); then the app takes over.
      expect(await page.evaluate(() => document.querySelector('h1')?.textContent?.trim())).toBeTruthy();
      await page.waitUntil('the app to take over', appReady);
      await page.waitUntil('the service worker to control the page', () => Boolean(navigator.serviceWorker.controller));
      await page.waitUntil('the warm-up to finish', () => JSON.parse(localStorage.getItem('codesmart-warm-up') ?? '{}').complete === true);
      const warm = await page.evaluate(
        () => JSON.parse(localStorage.getItem('codesmart-warm-up')!) as { saved: number; missing: number; ms: number },
      );
      console.log(`[${engine}] warm-up: ${warm.saved} saved, ${warm.missing} missing, ${warm.ms} ms`);
      expect(warm.missing).toBe(0);
      // No new build exists: neither this first install nor the next visit may offer one.
      expect(await page.evaluate(bodyHas, UPDATE_OFFER)).toBe(false);
      await page.goto(site.baseUrl + '/');
      await page.waitUntil('the app to take over again', appReady);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
      expect(await page.evaluate(bodyHas, UPDATE_OFFER)).toBe(false);
      expect(page.errors).toEqual([]);
    });

    it('navigates inside the app without reloading the page', async () => {
      await page.evaluate(() => void ((window as unknown as { stillHere: boolean }).stillHere = true));
      await page.click({ role: 'link', name: 'About', within: 'nav[aria-label="Main"]' });
      await page.waitUntil('the About page', () => location.pathname === '/about' && Boolean(document.querySelector('h1')));
      await page.click({ role: 'link', name: 'Courses', within: 'nav[aria-label="Main"]' });
      await page.waitUntil('the Courses page', () => location.pathname === '/courses');
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    });

    it('logs in with a one-time code sent to the mobile', async () => {
      const mobileNo = freshMobile('8');
      await page.click({ role: 'link', name: 'Login', within: 'nav[aria-label="Main"]' });
      await page.fill({ role: 'field', name: 'Mobile Number', within: 'dialog[open]' }, mobileNo);
      await page.click({ role: 'button', name: 'Send OTP', within: 'dialog[open]' });
      await page.waitUntil('the code to be sent', bodyHas, 'OTP sent successfully');
      const inbox = await (await fetch(`${site.baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json();
      const code = (inbox as { data: { code: string }[] }).data.at(-1)!.code;
      await page.fill({ role: 'field', name: 'OTP', within: 'dialog[open]' }, code);
      await page.click({ role: 'button', name: 'Verify OTP', within: 'dialog[open]' });
      await page.waitUntil('the login to succeed', bodyHas, 'Login successful');
      const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
      expect(me).toBe(200);
      // The next page marks the student before its body is read: the CSP lets the mark run by its hash (decision 203).
      await page.goto(site.baseUrl + '/about');
      await page.waitUntil('the app to take over', appReady);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-student'))).toBe(true);
    });

    it("a signed-in student's Enroll Now before the app runs shows a loading bar and scrolls nothing (decision 205)", async () => {
      const course = (await api<{ _id: string }[]>('/courses/all'))[0]!;
      await page.goto(`${site.baseUrl}/courses/c/${course._id}`);
      await page.waitUntil('the app to take over', appReady);
      // As before the app runs: the mark without the app's readiness, then the address a student's Enroll Now gives.
      const seen = await page.evaluate(async () => {
        window.scrollTo(0, 300);
        const scrolled = window.scrollY;
        delete document.documentElement.dataset.appReady;
        location.hash = '#enrol';
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        const bar = document.getElementById('enrol')!;
        const seen = {
          shown: getComputedStyle(bar).display !== 'none',
          top: bar.getBoundingClientRect().top,
          moved: window.scrollY - scrolled,
        };
        history.replaceState(history.state, '', location.pathname);
        document.documentElement.dataset.appReady = 'true';
        return seen;
      });
      expect(seen.shown).toBe(true);
      expect(seen.moved).toBe(0);
      expect(seen.top).toBeGreaterThan(0);
    });

    it('with the server down, every screen opens from the saved copies', async () => {
      const [courses, mentors, events, webinars, workshops, internships] = await Promise.all([
        api<{ _id: string; title: string }[]>('/courses/all'),
        api<{ _id: string; fullName: string }[]>('/trainer/all-profile'),
        api<{ _id: string; title: string }[]>('/event'),
        api<{ id: string; title: string }[]>('/webinars'),
        api<{ _id: string; title: string }[]>('/workshops'),
        api<{ _id: string; title: string }[]>('/internship-sessions'),
      ]);
      await site.halt();
      const screens: [string, string][] = [
        ['/courses', courses.at(-1)!.title],
        [`/courses/c/${courses.at(-1)!._id}`, courses.at(-1)!.title],
        ['/mentors', mentors[0]!.fullName],
        [`/mentors/m/${mentors.at(-1)!._id}`, mentors.at(-1)!.fullName],
        ['/book/event', events[0]!.title],
        ['/book/webinar', webinars[0]!.title],
        ['/book/workshop', workshops[0]!.title],
        ['/book/internship-session', internships[0]!.title],
        [`/book/event/${events.at(-1)!._id}`, events.at(-1)!.title],
        [`/webinar/${webinars.at(-1)!.id}`, webinars.at(-1)!.title],
        [`/book/workshop/${workshops.at(-1)!._id}`, workshops.at(-1)!.title],
        [`/internship-session/${internships.at(-1)!._id}`, internships.at(-1)!.title],
      ];
      for (const [path, text] of screens) {
        await page.goto(site.baseUrl + path);
        await page.waitUntil(
          `${path} to show "${text}" from the saved copy`,
          (t: string) => Boolean(document.querySelector('main')?.textContent?.includes(t)),
          text,
        );
        await page.waitUntil(`${path} to come alive`, appReady);
      }
      await page.goto(site.baseUrl + '/testimonials');
      await page.waitUntil('saved testimonials', () => document.querySelectorAll('[data-testid="testimonial-grid"] blockquote').length > 0);
      await page.goto(site.baseUrl + '/book');
      await page.waitUntil('the SkillUp Center', bodyHas, 'Internship Sessions');
    });

    it('a form sent on lie-fi says so truthfully and arrives exactly once within 15 s of the server coming back, the tab untouched', async () => {
      await page.goto(site.baseUrl + '/contact');
      await page.waitUntil('the contact page to come alive', appReady);
      const marker = `Lie-fi ${engine} ${Date.now()}: please call me about the weekend batch.`;
      await page.fill({ role: 'field', name: 'Name' }, 'Lie-fi Student');
      await page.fill({ role: 'field', name: 'Email' }, 'liefi@example.com');
      await page.fill({ role: 'field', name: 'Phone' }, '9876501240');
      await page.fill({ role: 'field', name: 'Message' }, marker);
      // Should the form stay "Sending...", the failure says which lock, database or request it waited for.
      await page.evaluate(traceStorageInPage);
      await page.click({ role: 'button', name: 'Send Message' });
      await page.waitUntil('the lie-fi message', bodyHas, UNREACHABLE).catch(async (err: unknown) => {
        throw new Error(`${String(err)}\nWhat the send waited for:\n${await page.evaluate(storageTraceOfPage).catch(String)}`);
      });
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);

      await site.restart();
      const back = Date.now();
      const delivered = async () => (await adminRows(site.baseUrl, site.dataDir, 'contacts')).filter((r) => r.message === marker);
      await expect.poll(delivered, { timeout: DELIVERED_WITHIN_MS, interval: 250 }).toHaveLength(1);
      console.log(`[${engine}] lie-fi: delivered ${Date.now() - back} ms after the server was back`);
      await page.waitUntil('the page to know it was delivered', bodyHas, 'Contact message sent: it has reached us.');
      await page.waitUntil('the lie-fi banner to go', () => !document.querySelector('.offline-banner'));
      expect(await delivered()).toHaveLength(1);
    });

    it('after a deploy, offers the new version, and Reload switches to it', async () => {
      await page.goto(site.baseUrl + '/');
      await page.waitUntil('the app to take over', appReady);
      await site.restart({ APP_VERSION: `${engine}-2` });
      // What a tab coming back to the front does (register-service-worker.ts): ask for the new worker.
      await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
      await page.waitUntil('the update offer', bodyHas, UPDATE_OFFER);
      await page.click({ role: 'button', name: 'Reload' });
      await page.waitUntil(
        'the new build to run',
        (version: string) => document.documentElement.dataset.version === version && document.documentElement.dataset.appReady === 'true',
        `${engine}-2`,
      );
      expect(await page.evaluate(bodyHas, UPDATE_OFFER)).toBe(false);
    });
  });
}
