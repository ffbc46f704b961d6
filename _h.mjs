import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: +process.argv[2] || 1280, height: 900 } });
await p.goto('http://127.0.0.1:4567/api-docs/api/lnd/lightning/open-channel/');
await p.waitForTimeout(800);
const r = await p.evaluate(() => {
  const out = [];
  const walk = (el, depth) => {
    for (const c of el.children) {
      const h = c.getBoundingClientRect().height;
      if (h > 150) { out.push('  '.repeat(depth) + c.tagName.toLowerCase() + (c.id ? '#' + c.id : '') + '.' + (c.className || '').toString().split(' ').join('.') + ' ' + Math.round(h)); if (depth < 3) walk(c, depth + 1); }
    }
  };
  walk(document.querySelector('article'), 0);
  return [document.documentElement.scrollHeight, ...out].join('\n');
});
console.log(r);
await p.screenshot({ path: '/tmp/oc.png', fullPage: false });
await b.close();
