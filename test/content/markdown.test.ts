import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdownEnv, renderMarkdown } from '../../src/content/markdown/index.ts';

const render = (source: string) =>
  renderMarkdown(
    source,
    markdownEnv('doc.md', (href) =>
      href.startsWith('/api/') ? { href: `/api-docs${href}` } : { broken: 'no such page' },
    ),
  );

/** Untrusted input and the exact HTML it must become. */
const XSS_CASES: [string, string][] = [
  ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n'],
  ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>\n'],
  ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
  ['[x](vbscript:msgbox)', '<p>[x](vbscript:msgbox)</p>\n'],
  ['![x](data:text/html;base64,PHNjcmlwdD4=)', '<p>![x](data:text/html;base64,PHNjcmlwdD4=)</p>\n'],
  ['{{constructor.constructor("x")()}}', '<p>{{constructor.constructor(&quot;x&quot;)()}}</p>\n'],
  // The bare URL inside the escaped tag is linkified as text: a safe, real link.
  [
    '<a href="https://evil">x</a>',
    '<p>&lt;a href=&quot;<a href="https://evil" target="_blank" rel="noopener noreferrer">https://evil</a>&quot;&gt;x&lt;/a&gt;</p>\n',
  ],
  ['`<b>`', '<p><code>&lt;b&gt;</code></p>\n'],
];

test('untrusted markdown never produces markup it did not ask for', () => {
  for (const [input, expected] of XSS_CASES) assert.equal(render(input).html, expected, input);
});

test('headings get unique ids and feed the table of contents', () => {
  const rendered = render('## Fees & limits\n\n### Fees & limits\n\n## `code` heading\n');
  assert.deepEqual(
    rendered.headings.map((h) => [h.id, h.level]),
    [
      ['fees-limits', 2],
      ['fees-limits-1', 3],
      ['code-heading', 2],
    ],
  );
  assert.match(rendered.html, /<h2 id="fees-limits">Fees &amp; limits<\/h2>/);
});

test('links: external open safely, site paths resolve, broken ones warn and become text', () => {
  const rendered = render('See https://example.com, [the API](/api/lnd/) and [gone](./gone.md).');
  assert.match(
    rendered.html,
    /<a href="https:\/\/example\.com" target="_blank" rel="noopener noreferrer">https:\/\/example\.com<\/a>/,
  );
  assert.match(rendered.html, /<a href="\/api-docs\/api\/lnd\/">the API<\/a>/);
  assert.match(rendered.html, / and gone\.<\/p>/);
  assert.deepEqual(rendered.warnings, ['doc.md: broken markdown link "./gone.md": no such page']);
});

test('code fences are highlighted at build time and get a copy button', () => {
  const { html } = render('```python\nprint("<hi>")\n```');
  assert.match(html, /<code class="code language-python"><span class="token keyword">print<\/span>/);
  assert.match(html, /&lt;hi>/);
  assert.match(html, /<button type="button" class="code-block__copy" data-copy/);
});

test('pathological input renders and stays escaped', () => {
  const nested = `${'['.repeat(5000)}x${']'.repeat(5000)}`;
  const emphasis = `${'*a '.repeat(5000)}`;
  const tags = '<'.repeat(20000);
  for (const input of [nested, emphasis, tags]) {
    const { html } = render(input);
    assert.ok(!html.includes('<<'), 'angle brackets are escaped');
    assert.ok(html.length > 0);
  }
});
