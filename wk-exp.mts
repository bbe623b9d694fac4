import { launchEngine } from './tests/support/engines';
for (let run = 0; run < 2; run++) {
const page = await launchEngine(process.argv[2] as 'webkit');
await page.goto('http://127.0.0.1:5199/courses');
const t0 = Date.now();
let offer = false;
while (Date.now() - t0 < 8000) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => {});
  offer ||= await page.evaluate(() => document.body.innerText.includes('A new version')).catch(() => false);
}
console.log(run, 'offer', offer, await page.evaluate(async () => { const r = await navigator.serviceWorker.getRegistration(); return JSON.stringify({ w: r?.waiting?.state, a: r?.active?.state }); }));
await page.close();
}
