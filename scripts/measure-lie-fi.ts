/**
 * How soon a form sent on lie-fi arrives after the academy's server comes back, the tab left alone
 * (issue 33's target: 15 s, after outages of 10 s and of 10 minutes), in Chromium, Firefox ESR and
 * WebKitGTK at once, each against its own `npm start`:
 *
 *   node --import tsx scripts/measure-lie-fi.ts --outage 600 [--engines chromium,firefox,webkit]
 *
 * Too slow for the test suites at 10 minutes; the e2e files check the same path with short outages.
 */
import { parseArgs } from 'node:util';
import { adminRows } from './lib/admin-rows';
import { launchEngine, type Engine } from './lib/engines';
import { startSite } from './lib/site-process';

const UNREACHABLE = "We can't reach the academy right now — what you submitted is saved and will be sent automatically";

const { values } = parseArgs({
  options: { outage: { type: 'string', default: '10' }, engines: { type: 'string', default: 'chromium,firefox,webkit' } },
});
const outageMs = Number(values.outage) * 1000;
const engines = values.engines.split(',') as Engine[];

async function measure(engine: Engine): Promise<string> {
  const site = await startSite({ RATE_LIMIT_POSTS_PER_MINUTE: '100000' });
  const page = await launchEngine(engine);
  try {
    await page.goto(site.baseUrl + '/contact');
    await page.waitUntil('the app', () => document.documentElement.dataset.appReady === 'true');
    await page.waitUntil('the worker', () => Boolean(navigator.serviceWorker.controller));
    await site.halt();
    const marker = `Lie-fi ${engine} ${Date.now()}`;
    await page.fill({ role: 'field', name: 'Name' }, 'Lie-fi Student');
    await page.fill({ role: 'field', name: 'Email' }, 'liefi@example.com');
    await page.fill({ role: 'field', name: 'Phone' }, '9876501240');
    await page.fill({ role: 'field', name: 'Message' }, marker);
    await page.click({ role: 'button', name: 'Send Message' });
    await page.waitUntil('the lie-fi message', (text: string) => document.body.innerText.includes(text), UNREACHABLE);
    await new Promise((r) => setTimeout(r, outageMs));
    await site.restart();
    const back = Date.now();
    for (;;) {
      const rows = (await adminRows(site.baseUrl, site.dataDir, 'contacts')).filter((r) => r.message === marker);
      if (rows.length > 1) return `${engine}: stored ${rows.length} times`;
      if (rows.length === 1) return `${engine}: delivered ${((Date.now() - back) / 1000).toFixed(1)} s after the server came back`;
      if (Date.now() - back > 10 * 60_000) return `${engine}: not delivered 10 min after the server came back`;
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await page.close();
    await site.stop();
  }
}

const results = await Promise.all(engines.map((engine) => measure(engine).catch((err: unknown) => `${engine}: failed: ${String(err)}`)));
console.log(`outage of ${outageMs / 1000} s, tab open and untouched:\n` + results.map((r) => `  ${r}`).join('\n'));
