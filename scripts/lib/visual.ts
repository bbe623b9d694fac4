/**
 * Visual regression (issue 37): every route at 375 and 1280 px, captured the same way on every day and
 * machine, compared with the committed baselines in tests/e2e/visual/. What makes a capture repeatable:
 * - the site's clock starts at FIXED_NOW (scripts/lib/fixed-clock.mjs), so the demo content, seeded
 *   relative to "today", has the same dates; the page's clock is fixed at the same instant, so countdowns
 *   and "ago" texts stand still;
 * - reduced motion (no typing, no slide-ins), CSS animations finished, the caret hidden, every section
 *   rendered and every picture loaded and decoded (not only those near the viewport);
 * - no service worker (no warm-up note, no update offer), the web font loaded, every picture decoded;
 * - detail pages named by what they are (course, mentor…), not by their ids, which every seed makes anew.
 * `npm run screenshots:accept` writes new baselines; tests/e2e/visual.test.ts compares.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { startSite, type SiteProcess } from './site-process';
import { routeFileName, STATIC_ROUTES } from './site-tour';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BASELINE_DIR = join(ROOT, 'tests/e2e/visual');
export const WIDTHS = [375, 1280] as const;
/** A Friday morning in Pune: no demo session starts or ends within minutes of it. */
export const FIXED_NOW = '2026-11-20T04:30:00.000Z';
/** pixelmatch's per-pixel colour threshold (0–1; anti-aliasing is ignored as well). */
const PIXEL_THRESHOLD = 0.1;
/** A route fails when more than this share of its pixels changed (0.2 %: a changed word, not a moved caret). */
export const MAX_CHANGED_SHARE = 0.002;

export interface VisualRoute {
  name: string;
  path: string;
}

/** The site as the visual tests see it: `npm start` on a free port, its clock at FIXED_NOW. */
export function startFixedSite(): Promise<SiteProcess> {
  const preload = new URL('./fixed-clock.mjs', import.meta.url).href;
  return startSite({ FIXED_NOW, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() });
}

async function list(baseUrl: string, path: string): Promise<{ _id?: string; id?: string; bannerImage?: string | null }[]> {
  return ((await (await fetch(`${baseUrl}/api${path}`)).json()) as { data: [] }).data;
}

/** Every route of the site, detail pages named by their kind. */
export async function visualRoutes(baseUrl: string): Promise<VisualRoute[]> {
  const [courses = [], mentors = [], events = [], webinars = [], workshops = [], internships = []] = await Promise.all(
    ['/courses/all', '/trainer/all-profile', '/event', '/webinars', '/workshops', '/internship-sessions'].map((p) => list(baseUrl, p)),
  );
  const id = (x: { _id?: string; id?: string } | undefined) => x?._id ?? x?.id ?? '';
  const details: VisualRoute[] = [
    { name: 'course', path: `/courses/c/${id(courses[0])}` },
    { name: 'mentor', path: `/mentors/m/${id(mentors[0])}` },
    { name: 'event', path: `/book/event/${id(events[0])}` },
    { name: 'event-default-banner', path: `/book/event/${id(events.find((e) => !e.bannerImage))}` },
    { name: 'webinar', path: `/webinar/${id(webinars[0])}` },
    { name: 'workshop', path: `/book/workshop/${id(workshops[0])}` },
    { name: 'internship-session', path: `/internship-session/${id(internships[0])}` },
  ];
  return [...STATIC_ROUTES.map((path) => ({ name: routeFileName(path), path })), ...details];
}

/** A page for captures at one width: fixed clock, reduced motion, no service worker. */
export async function capturePage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // tsx names the functions it compiles through a `__name` helper, which the page does not have.
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  return page;
}

/** The full-page picture of one route, once everything on it has arrived. */
export async function capture(page: Page, url: string): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, { timeout: 30_000 });
  // The typeface comes once the app runs (decision 175).
  await page.waitForFunction(() => 'typeface' in document.documentElement.dataset, undefined, { timeout: 30_000 });
  // Everything drawn at once: sections far from the viewport skip their rendering (decision 89) and
  // pictures wait until scrolled near, which a full-page capture would show blank at random.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

export const baselinePath = (width: number, name: string) => join(BASELINE_DIR, String(width), `${name}.png`);

/** Writes a picture; a baseline is packed as tightly as PNG allows (lossless: a third of the capture's size). */
export async function writePng(path: string, png: Buffer, packed = false): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, packed ? await sharp(png).png({ compressionLevel: 9, effort: 10 }).toBuffer() : png);
}

export interface Comparison {
  /** Share of pixels that differ (1 when the sizes differ). */
  changed: number;
  /** A picture of the differences in red, or null when the sizes differ. */
  diff: Buffer | null;
  sizes: string;
}

const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/** Compares a capture with its baseline (decoded by sharp, compared by pixelmatch). */
export async function compare(actual: Buffer, baselineFile: string): Promise<Comparison> {
  const [a, b] = await Promise.all([pixels(actual), pixels(readFileSync(baselineFile))]);
  const { width, height } = a.info;
  const sizes = `${width}×${height} now, ${b.info.width}×${b.info.height} in the baseline`;
  if (width !== b.info.width || height !== b.info.height) return { changed: 1, diff: null, sizes };
  const diff = Buffer.alloc(width * height * 4);
  const count = pixelmatch(a.data, b.data, diff, width, height, { threshold: PIXEL_THRESHOLD });
  const picture = await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { changed: count / (width * height), diff: picture, sizes };
}
