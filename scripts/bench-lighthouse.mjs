/**
 * Lighthouse 12 (mobile form factor, simulated throttling) against `npm start` with Debian's Chromium:
 * performance, accessibility, best practices and SEO, with LCP, TBT and CLS, for `/`, `/courses` and
 * one course detail.
 */
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function launchChromium() {
  const port = 9300 + Math.floor(Math.random() * 500);
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=/tmp/lh-profile-${port}`, 'about:blank'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      return { port, stop: () => child.kill('SIGTERM') };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error('Chromium did not open its debugging port');
}

export async function lighthouseRows(startSite) {
  const site = startSite({});
  const base = await site.ready;
  const chrome = await launchChromium();
  const rows = [];
  try {
    const courses = (await (await fetch(`${base}/api/courses/all`)).json()).data;
    for (const path of ['/', '/courses', `/courses/c/${courses[0]._id}`]) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      });
      const lhr = result.lhr;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.displayValue ?? '?';
      rows.push([
        `Lighthouse ${path.startsWith('/courses/c/') ? '/courses/c/{id}' : path}`,
        `perf ${score('performance')}, a11y ${score('accessibility')}, best ${score('best-practices')}, SEO ${score('seo')}; LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
        'lighthouse 12, mobile, simulated throttling, Debian chromium',
      ]);
    }
  } catch (err) {
    rows.push(['Lighthouse', 'failed', String(err).split('\n')[0]]);
  } finally {
    chrome.stop();
    await site.stop();
  }
  return rows;
}
