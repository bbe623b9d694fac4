/**
 * A first visit in real Chromium: the server's HTML shows the page before any script runs, and the app
 * then takes that HTML over (hydrates it) without rendering it again and without errors.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';
import { answerLoginDialog, freshMobile } from '../support/e2e-login';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = async <T>(path: string) => ((await (await fetch(baseUrl + '/api' + path)).json()) as { data: T }).data;

/**
 * Holds the app's scripts back, as a slow network would, so the server's HTML is seen on its own first;
 * `release` lets them through once the test has looked at it.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

describe('server-rendered first visits in Chromium', () => {
  it('show the page, styled, with JavaScript off', async () => {
    const [summary] = await api<{ _id: string }[]>('/courses/all');
    const course = await api<{ _id: string; title: string; trainer: { fullName: string } }>(`/courses/${summary!._id}`);
    const [mentor] = await api<{ fullName: string }[]>('/trainer/all-profile');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();

    await page.goto(`${baseUrl}/courses/c/${course._id}`);
    expect(await page.locator('main h1').textContent()).toBe(course.title);
    expect(await page.getByText(course.trainer.fullName).first().isVisible()).toBe(true);
    // The one stylesheet styles what the server rendered: the hero is the dark navy of the design.
    const heroBackground = await page
      .locator('main section')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(heroBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.title()).toBe(`${course.title} | CodeSmart Academy`);

    await page.goto(`${baseUrl}/mentors`);
    expect(await page.getByRole('heading', { name: mentor!.fullName }).isVisible()).toBe(true);
    await page.goto(`${baseUrl}/book/event`);
    expect(await page.getByRole('link', { name: /^View Details: / }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('are taken over by the app without rendering them again, and without errors', async () => {
    const [courses, mentors, events, webinars] = await Promise.all([
      api<{ _id: string }[]>('/courses/all'),
      api<{ _id: string }[]>('/trainer/all-profile'),
      api<{ _id: string }[]>('/event'),
      api<{ id: string; status: string }[]>('/webinars'),
    ]);
    const upcoming = webinars.find((w) => w.status === 'upcoming')!;
    const paths = [
      '/',
      '/courses',
      `/courses/c/${courses[0]!._id}`,
      `/mentors/m/${mentors[0]!._id}`,
      '/testimonials',
      '/book/event',
      `/book/event/${events[0]!._id}`,
      `/webinar/${upcoming.id}`, // a countdown, ticking from the server's second
      '/contact',
      '/auth/register',
    ];
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const scripts = await holdScripts(page);
      await page.goto(baseUrl + path, { waitUntil: 'commit' });
      await page.locator('main h1').waitFor();
      await page.evaluate(() => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
      });
      scripts.release();
      await whenReady(page);
      // Any later re-render would follow a data answer: once the network is quiet, the DOM is final.
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return Boolean(heading?.isConnected) && heading === document.querySelector('main h1');
      });
      expect(kept, `${path}: the server's heading was replaced`).toBe(true);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it("asks for a course page's trainer picture once the app runs, not beside its code; without scripting it shows at once (decision 219)", async () => {
    const [summary] = await api<{ _id: string }[]>('/courses/all');
    const url = `${baseUrl}/courses/c/${summary!._id}`;
    const trainerPicture = (page: Page) => page.getByRole('group', { name: 'Trainer' }).locator('img');
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const scripts = await holdScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    // The course's cover, the page's main picture, has come: a picture the page itself names has been asked for by now.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main img[fetchpriority="high"]')].some((i) => (i as HTMLImageElement).complete),
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const before = await trainerPicture(page).evaluate((img) => ({
      src: img.getAttribute('src'),
      box: [img.clientWidth, img.clientHeight],
    }));
    expect(before.src).toBeNull();
    expect(asked.filter((path) => path.startsWith('/uploads/trainers/'))).toEqual([]);
    scripts.release();
    await whenReady(page);
    await trainerPicture(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() => trainerPicture(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    // Its place was kept: the picture takes the box the tint held, nothing below it moves.
    expect(await trainerPicture(page).evaluate((img) => [img.clientWidth, img.clientHeight])).toEqual(before.box);
    await context.close();

    const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const plain = await scriptless.newPage();
    await plain.goto(url);
    const shown = await trainerPicture(plain).evaluateAll((imgs) =>
      imgs
        .filter((img) => getComputedStyle(img).display !== 'none')
        .map((img) => ({ loaded: (img as HTMLImageElement).naturalWidth > 0, box: [img.clientWidth, img.clientHeight] })),
    );
    expect(shown).toEqual([{ loaded: true, box: before.box }]);
    await scriptless.close();
  });

  it("asks for none of the app's code before the page's first contentful paint, then for the whole first wave at once, then links the manifest; its icon is in it", async () => {
    const [summary] = await api<{ _id: string }[]>('/courses/all');
    for (const path of ['/', `/courses/c/${summary!._id}`]) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      await page.goto(baseUrl + path);
      await whenReady(page);
      const { paint, scripts, wave } = await page.evaluate(() => {
        const start = document.querySelector('script[data-app-entry]');
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js'))
            .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
          wave: [start?.getAttribute('data-app-entry'), ...(start?.getAttribute('data-app-modules')?.split(' ').filter(Boolean) ?? [])],
        };
      });
      expect(paint, path).not.toBeNull();
      // Before the paint: no script at all; the start script is in the page (decisions 183, 185).
      expect(
        scripts.filter((s) => s.at < paint!).map((s) => s.path),
        path,
      ).toEqual([]);
      // After it: the entry, the chunks it imports and the screen's, every one of them asked for.
      const asked = scripts.filter((s) => s.at >= paint!).map((s) => s.path);
      expect(asked, path).toEqual(expect.arrayContaining(wave));
      // `/`'s screen is the entry's own code, and the entry is one file (decision 191); a course has its screen's.
      if (path === '/') expect(wave, path).toHaveLength(1);
      else expect(wave.length, path).toBeGreaterThan(1);
      // The manifest only once the app has run (decision 186); the installability test sees Chrome take it.
      const manifest = () => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null);
      await expect.poll(manifest, { timeout: 10_000 }).toBe('/manifest.webmanifest');
      // The site's icon is in the page, not one more request on the line (decision 215), and it draws.
      const icon = await page.evaluate(async () => {
        const href = document.querySelector('link[rel="icon"]')!.getAttribute('href')!;
        const img = new Image();
        img.src = href;
        await img.decode();
        return { scheme: new URL(href).protocol, width: img.naturalWidth };
      });
      expect(icon, path).toEqual({ scheme: 'data:', width: 512 });
      await page.close();
    }
  });

  it("inlines only the page's own rules, and the loading bar's; the whole stylesheet is asked for once the page's code has arrived, and styles what the page did not have (decisions 184, 197)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(baseUrl + '/');
    await whenReady(page);
    // A resource's timing is listed once it has arrived, and the sheet may come after the app has started.
    await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet);
    const { inline, href, paint, asked, entryArrived, bar } = await page.evaluate(() => {
      const href = document.querySelector('script[data-app-stylesheet]')?.getAttribute('data-app-stylesheet') ?? null;
      const entry = document.querySelector('script[data-app-entry]')?.getAttribute('data-app-entry') ?? '';
      const resource = (path: string | null) =>
        performance.getEntriesByType('resource').find((e) => path && e.name.endsWith(path)) as PerformanceResourceTiming | undefined;
      return {
        inline: document.querySelector('head style')?.textContent?.length ?? 0,
        href,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        asked: resource(href)?.startTime ?? null,
        entryArrived: resource(entry)?.responseEnd ?? null,
        bar: document.querySelector('head style')?.textContent?.includes('.route-progress') ?? false,
      };
    });
    expect(href).toMatch(/^\/assets\/[\w-]+\.css$/);
    const whole = await (await fetch(baseUrl + href!)).text();
    expect(inline).toBeGreaterThan(0);
    expect(inline).toBeLessThan(whole.length / 2);
    expect(asked, 'the stylesheet was never asked for').not.toBeNull();
    expect(asked!).toBeGreaterThanOrEqual(paint!);
    // Not beside the code: on a slow line it shared the line with it, and the app ran later (decision 197).
    expect(entryArrived).not.toBeNull();
    expect(asked!).toBeGreaterThanOrEqual(entryArrived!);
    // The bar a tap shows while a dialog's code and this sheet are on their way is styled by the page itself.
    expect(bar).toBe(true);
    // Every page's navbar has Login: the page carries its dialog's rules too (decision 198), and names it for the app.
    expect(await page.evaluate(() => document.querySelector('head style')?.getAttribute('data-dialogs'))).toBe('login');
    await page.close();
  });

  it('a dialog a tap opens is styled before the rest of the stylesheet has come, and looks the same once it has: Login, and a student’s Enroll Now on a course page (decision 198)', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const course = (await api<{ _id: string }[]>('/courses/all'))[0]!;
    /** The course page with the rest of the stylesheet held back; `release` lets it come. */
    const openWithSheetHeld = async () => {
      const page = await context.newPage();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.css', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${baseUrl}/courses/c/${course._id}`, { waitUntil: 'domcontentloaded' }); // the held sheet holds `load`
      await whenReady(page);
      return { page, release };
    };
    const sheetSettled = (page: Page) =>
      page.evaluate(() => document.querySelector('link[data-site-sheet]')?.getAttribute('data-site-sheet'));
    /**
     * Each element of the open dialog, as the person sees it: where it is, how tall, and what styles it. In the
     * fallback face both times: the web font comes page-wide with the sheet (decisions 175, 197), not with a dialog.
     */
    const looks = (page: Page) =>
      page.evaluate(async () => {
        await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
        const root = document.documentElement;
        const face = root.getAttribute('data-typeface');
        root.removeAttribute('data-typeface');
        const dialog = document.querySelector('dialog[open]')!;
        const shown = [
          'display',
          'position',
          'padding',
          'margin',
          'font',
          'color',
          'background',
          'border',
          'border-radius',
          'box-shadow',
          'gap',
        ];
        const seen = [dialog, ...dialog.querySelectorAll('*')].map((el) => {
          const box = el.getBoundingClientRect();
          const css = getComputedStyle(el);
          return [el.tagName, ...[box.x, box.y, box.width, box.height].map(Math.round), ...shown.map((p) => css.getPropertyValue(p))].join(
            ' ',
          );
        });
        if (face !== null) root.setAttribute('data-typeface', face);
        return seen;
      });
    /** The dialog open with its messages for empty fields, before and after the sheet. */
    const beforeAndAfter = async (page: Page, release: () => void, submit: string) => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: submit, exact: true }).click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      await page.mouse.move(0, 0); // not hovering the button: its hover state moves it
      expect(await sheetSettled(page), 'the sheet came before the dialog was looked at').toBe('');
      const before = await looks(page);
      release();
      await page.waitForFunction(() => document.querySelector('link[data-site-sheet]')?.getAttribute('data-site-sheet') === 'settled');
      expect(await looks(page)).toEqual(before);
    };

    const visitor = await openWithSheetHeld();
    await visitor.page.locator('main').getByRole('link', { name: 'Enroll Now' }).first().click();
    await visitor.page.getByRole('dialog', { name: 'Login' }).waitFor();
    await beforeAndAfter(visitor.page, visitor.release, 'Send OTP');
    await answerLoginDialog(visitor.page, baseUrl, freshMobile('8'));
    await visitor.page.getByRole('dialog', { name: /^Enroll for / }).waitFor();

    const student = await openWithSheetHeld();
    await student.page.locator('main').getByRole('link', { name: 'Enroll Now' }).first().click();
    await student.page.getByRole('dialog', { name: /^Enroll for / }).waitFor();
    await beforeAndAfter(student.page, student.release, 'Enroll');
    await context.close();
  });

  it('reads the code of the dialog a person can open next, with all it imports, before anyone taps: on a slow line one round trip before the entry’s last byte (decisions 187, 193, 194, 220)', async () => {
    // A visitor's next dialog is Login; a signed-in student's (the session's cookie) the enrol dialog.
    for (const [who, attribute, dialog, other] of [
      ['visitor', 'data-app-later', 'LoginModal', 'EnrolDialog'],
      ['student', 'data-app-later-student', 'EnrolDialog', 'LoginModal'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      if (who === 'student') {
        await context.addCookies([
          { name: 'studentId', value: 'someone', url: baseUrl },
          { name: 'mobileNo', value: '9876543210', url: baseUrl },
        ]);
      }
      const page = await context.newPage();
      // The phone profile's line; Chromium reports its round trip to the page (navigator.connection.rtt).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: 51_200,
        uploadThroughput: 51_200,
      });
      await page.goto(baseUrl + '/', { waitUntil: 'commit' });
      await whenReady(page);
      const later = await page.evaluate(
        (attribute) => document.querySelector('script[data-app-entry]')?.getAttribute(attribute)?.split(' ') ?? [],
        attribute,
      );
      expect(
        later.map((path) => path.replace(/^\/assets\/(\w+)-.*$/, '$1')),
        who,
      ).toContain(dialog);
      // Every file of it asked for, none more than about a round trip before the entry's last byte: earlier, its bytes
      // would share the line with the app's own code; after it, the line would idle a round trip (decision 220).
      const read = () =>
        page.evaluate((files) => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const entry = document.querySelector('script[data-app-entry]')?.getAttribute('data-app-entry');
          const entryEnd = Math.max(...entries.filter((e) => new URL(e.name).pathname === entry).map((e) => e.responseEnd));
          return files.map((file) => {
            const asked = entries.find((e) => new URL(e.name).pathname === file)?.startTime;
            return asked === undefined
              ? `${file} not asked`
              : asked < entryEnd - 1_200
                ? `${file} asked early`
                : asked >= entryEnd
                  ? `${file} asked late`
                  : 'in time';
          });
        }, later);
      await expect.poll(read, { timeout: 20_000 }).toEqual(later.map(() => 'in time'));
      // The other dialog's own file is not read ahead: it would share the line with this one's.
      const otherRead = await page.evaluate(
        (other) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.startsWith(`/assets/${other}-`)),
        other,
      );
      expect(otherRead, who).toBe(false);
      await context.close();
    }
  });

  it('a form works before the app runs: posted to its page, the answer keeps what was typed; then the app takes it over', async () => {
    const page = await browser.newPage();
    const scripts = await holdScripts(page);
    await page.goto(baseUrl + '/contact', { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.waitFor();
    // No app yet: the form is the page's own (decision 126), posted to /contact, never a GET with what was typed.
    expect(await send.isEnabled()).toBe(true);
    await page.getByLabel('Name').fill('Early Visitor');
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/contact');
    await send.click();
    expect((await posted).status()).toBe(400);
    await page.getByText('Email is required').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Early Visitor');
    expect(new URL(page.url()).search).toBe('');
    scripts.release();
    await whenReady(page);
    // The app's form now: the server's messages stay until a field is edited, and it checks as SPEC says.
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByRole('textbox', { name: 'Message' }).fill('Posted before the app ran, sent by it.');
    await send.click();
    await page.getByText('Message sent successfully!').first().waitFor();
    await page.close();
  });
});
