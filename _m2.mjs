import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
await p.goto('http://127.0.0.1:4567/api-docs/api/lnd/lightning/open-channel/');
await p.evaluate(() => document.documentElement.setAttribute('data-scroll-restoring', ''));
console.log(await p.evaluate(() => { const pre = document.querySelector('.code-samples pre'); const cs = getComputedStyle(pre); return [cs.fontSize, cs.lineHeight, pre.getBoundingClientRect().height, pre.textContent.split('\n').length].join(' '); }));
await b.close();
