/**
 * `npm run screenshots`: full-page pictures of every route at 375 px and 1280 px, to look at the site
 * as a whole. Runs the product as `npm start` does (building it if stale) on a free port with fresh demo
 * data, and writes `screenshots/<width>/<route>.png` (not committed; `--out <dir>` writes elsewhere,
 * `--only <text>` keeps the routes or names containing the text). Then what a student sees signed in (an enrolled
 * course, My learning asking about their enrollment's details, a webinar with their controls) as
 * `signed-in-*.png`, a visitor's login on its way back to a session (`login-next-workshop.png`), and the moments
 * around a form as the screen shows them (`moment-*.png`: the login's toast over its dialog, forms waiting and
 * delivered on /pending, the menu with its Pending link, the enrol dialog sent empty; scripts/lib/screenshot-moments.ts).
 * Last the staff console signed in as an admin (`staff-*.png`: the catalogue, a course's form, the inbox, the leads'
 * board, list and a lead, the staff members, the audit log) and two staff on one course (`staff-conflict.png`, and
 * `staff-conflict-panel.png` with the whole panel; scripts/lib/screenshot-staff.ts).
 * Needs Chromium (CHROMIUM_PATH).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser, whenReady } from './lib/browser';
import { startSite } from './lib/site-process';
import { enrolSentEmpty, shootMoments, VISITOR_MOMENTS, type Moment } from './lib/screenshot-moments';
import { reachConflict, settled, STAFF_SCREENS, staffWork, twoStaff, type StaffPair } from './lib/screenshot-staff';
import { signedInStudent } from './lib/screenshot-student';
import { openConsole } from './lib/staff-member';
import { fullPagePicture, readThrough, routeFileName, siteRoutes } from './lib/site-tour';

const WIDTHS = [375, 1280] as const;
const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'screenshots' }, only: { type: 'string' } } });
const outDir = resolve(args.out!);

/** An event without a banner of its own shows the default one: worth a picture of its own. */
async function eventWithoutBanner(baseUrl: string): Promise<string[]> {
  const list = (await (await fetch(`${baseUrl}/api/event`)).json()) as { data: { _id: string }[] };
  for (const { _id } of list.data) {
    const detail = (await (await fetch(`${baseUrl}/api/event/${_id}`)).json()) as { data: { bannerImage: string | null } };
    if (!detail.data.bannerImage) return [`/book/event/${_id}`];
  }
  return [];
}

/** A visitor's "Log in to register" followed: the login over Home, on its way back to the session (decision 116). */
async function loginToSession(baseUrl: string): Promise<{ name: string; route: string }[]> {
  const list = (await (await fetch(`${baseUrl}/api/workshops`)).json()) as { data: { _id: string }[] };
  return [{ name: 'login-next-workshop', route: `/login?next=${encodeURIComponent(`/book/workshop/${list.data[0]!._id}`)}` }];
}

async function shoot(page: Page, width: number, shots: { name: string; route: string }[]) {
  for (const { name, route } of shots) {
    await page.goto(site.baseUrl + route, { waitUntil: 'networkidle' });
    await whenReady(page);
    await readThrough(page);
    const file = join(outDir, String(width), `${name}.png`);
    await fullPagePicture(page, file);
    console.log(`${width} px  ${route}  →  ${file}`);
  }
}

const picture = (width: number) => async (page: Page, name: string) => {
  const file = join(outDir, String(width), `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`${width} px  ${name}  →  ${file}`);
};

/** Each console screen from a fresh load of /staff, whole; then the conflict as the second person's screen shows it. */
async function shootStaff(pair: StaffPair, width: number, names: (name: string) => boolean) {
  const viewport = { width, height: width < 600 ? 812 : 900 };
  await pair.first.setViewportSize(viewport);
  for (const screen of STAFF_SCREENS.filter((s) => names(s.name))) {
    await openConsole(pair.first, site.baseUrl);
    await screen.reach(pair.first);
    await settled(pair.first);
    await readThrough(pair.first);
    const file = join(outDir, String(width), `${screen.name}.png`);
    await fullPagePicture(pair.first, file);
    console.log(`${width} px  ${screen.name}  →  ${file}`);
  }
  if (!names('staff-conflict')) return;
  await pair.second.setViewportSize(viewport);
  const panel = await reachConflict(pair, site.baseUrl);
  await picture(width)(pair.second, 'staff-conflict');
  const file = join(outDir, String(width), 'staff-conflict-panel.png');
  await panel.screenshot({ path: file });
  console.log(`${width} px  staff-conflict-panel  →  ${file}`);
}

/**
 * tsx compiles this script with esbuild's keepNames, which wraps a named function in `__name(…)`; a function
 * handed to `page.evaluate` (site-tour's readThrough) carries that call into the page, where nothing defines it.
 */
const KEEP_NAMES = 'globalThis.__name = (fn) => fn;';

const site = await startSite();
const browser = await launchBrowser();
try {
  const visitor = [...(await siteRoutes(site.baseUrl)), ...(await eventWithoutBanner(site.baseUrl))].map((route) => ({
    name: routeFileName(route),
    route,
  }));
  const only = (shots: { name: string; route: string }[]) =>
    args.only ? shots.filter((s) => s.route.includes(args.only!) || s.name.includes(args.only!)) : shots;
  const student = await browser.newContext();
  await student.addInitScript(KEEP_NAMES);
  const signedIn = await signedInStudent(student, site.baseUrl);
  const dialogs = await loginToSession(site.baseUrl);
  const courses = (await (await fetch(`${site.baseUrl}/api/courses/all`)).json()) as { data: { _id: string }[] };
  // The student is enrolled in the first course (screenshot-student.ts): the second still offers the form.
  const otherCourse = courses.data[1]!._id;
  const onlyMoments = (moments: readonly Moment[]) => (args.only ? moments.filter((m) => m.name.includes(args.only!)) : moments);
  for (const width of WIDTHS) {
    mkdirSync(join(outDir, String(width)), { recursive: true });
    const viewport = { width, height: width < 600 ? 812 : 900 };
    const visitorContext = await browser.newContext({ viewport });
    await visitorContext.addInitScript(KEEP_NAMES);
    await shoot(await visitorContext.newPage(), width, only([...visitor, ...dialogs]));
    await visitorContext.close();
    const studentPage = await student.newPage();
    await studentPage.setViewportSize(viewport);
    await shoot(studentPage, width, only(signedIn));
    await studentPage.close();
    // No worker: the forms that cannot reach the academy must wait in the page's outbox, not go by Background Sync.
    const momentsContext = await browser.newContext({ viewport, serviceWorkers: 'block' });
    await momentsContext.addInitScript(KEEP_NAMES);
    await shootMoments(momentsContext, onlyMoments(VISITOR_MOMENTS), site.baseUrl, viewport, picture(width));
    await momentsContext.close();
    await shootMoments(student, onlyMoments([enrolSentEmpty(otherCourse)]), site.baseUrl, viewport, picture(width));
  }
  const staffNames = (name: string) => !args.only || name.includes(args.only);
  if ([...STAFF_SCREENS.map((s) => s.name), 'staff-conflict'].some(staffNames)) {
    await staffWork(site.baseUrl);
    const pair = await twoStaff(browser, site);
    for (const page of [pair.first, pair.second]) await page.context().addInitScript(KEEP_NAMES);
    try {
      for (const width of WIDTHS) await shootStaff(pair, width, staffNames);
    } finally {
      await pair.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
