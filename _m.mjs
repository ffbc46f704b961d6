import { chromium } from 'playwright-core';
const css = process.argv[3] || '';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const path of ['api/lnd/lightning/open-channel/', 'api/lnd/router/send-payment-v2/']) for (const w of [1280, 390]) {
const p = await b.newPage({ viewport: { width: w, height: 900 }, bypassCSP: true });
await p.goto('http://127.0.0.1:4567/api-docs/' + path);
await p.evaluate(() => document.documentElement.setAttribute('data-scroll-restoring', ''));
if (css) await p.addStyleTag({ content: css });
await p.waitForTimeout(300);
console.log(path, w, await p.evaluate(() => document.documentElement.scrollHeight));
await p.close(); }
await b.close();
