/**
 * Proto comments rendered as their authors meant them (self-written comments shaped like the
 * upstream ones): code and maths stay literal, lines laid out one by one stay lines, local
 * example URLs are not links; links, code spans, lists, code blocks and escaping still work.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { looksLikeCode } from '../../src/content/markdown/comment-layout.ts';
import { isLocalUrl } from '../../src/content/markdown/local-urls.ts';
import { markdownEnv, renderComment, renderMarkdown } from '../../src/content/markdown/index.ts';

const env = () => markdownEnv('x.proto:1', () => ({ broken: 'no pages in this test' }));
const comment = (source: string) => renderComment(source, env()).html;

test('a formula stays literal: no italics out of its asterisks, on a line of its own as code', () => {
  const html = comment(
    'The signing key is derived as\n\n q = (secretA*hash(pointA || pointB) +\nsecretB*hash(pointB || pointA)) mod M',
  );
  assert.doesNotMatch(html, /<em>/);
  assert.match(
    html,
    /<p><code>q = \(secretA\*hash\(pointA \|\| pointB\) \+<\/code><br>\n<code>secretB\*hash\(pointB \|\| pointA\)\) mod M<\/code><\/p>/,
  );
  // Plain markdown, for content pages, would have made italics of it.
  assert.match(renderMarkdown(' q = (secretA*hash(x) +\nsecretB*hash(y))', env()).html, /<em>/);
});

test('a formula line inside prose gets its own line; prose around it still wraps', () => {
  const html = comment(
    'Combines both keys as follows:\nK_out = keyA * pointB\nThe result is hashed\nwith a tagged hash.',
  );
  assert.equal(
    html,
    '<p>Combines both keys as follows:<br>\n<code>K_out = keyA * pointB</code><br>\nThe result is hashed\nwith a tagged hash.</p>\n',
  );
});

test('intraword and tripled asterisks are literal; emphasis between words still works', () => {
  assert.equal(comment('Up to 2**32 items, *really*.'), '<p>Up to 2**32 items, <em>really</em>.</p>\n');
  assert.equal(
    comment('Use the "***all***" keyword, **not** a list.'),
    '<p>Use the &quot;***all***&quot; keyword, <strong>not</strong> a list.</p>\n',
  );
  assert.equal(comment('It _MUST_ be set.'), '<p>It <em>MUST</em> be set.</p>\n');
});

test('indented lines keep their lines and indentation; a one-word one is code', () => {
  const html = comment(
    'The cases are:\n  empty name, zero id: nothing to do;\n  a name, zero id: look it up.\nAlways one of those.',
  );
  assert.equal(
    html,
    '<p>The cases are:<br>\n\u00a0\u00a0empty name, zero id: nothing to do;<br>\n\u00a0\u00a0a name, zero id: look it up.<br>\nAlways one of those.</p>\n',
  );
  const pattern = comment(
    'Follow this pattern:\n   Tool-Name/version(/extra)\nFor instance:\n   mytool/v1.2.3/build=abc',
  );
  assert.match(
    pattern,
    /^<p>Follow this pattern:<br>\n\u00a0\u00a0\u00a0<code>Tool-Name\/version\(\/extra\)<\/code><br>\nFor instance:<br>\n\u00a0\u00a0\u00a0<code>mytool\/v1\.2\.3\/build=abc<\/code><\/p>\n$/,
  );
});

test('"Label: text" items after a line ending in a colon or a sentence start new lines', () => {
  const html = comment(
    'Pick the measure to rank by. Options are:\nSpeed: how fast the peer answered over the\nwhole period.\nVolume: how much it forwarded.',
  );
  assert.equal(
    html,
    '<p>Pick the measure to rank by. Options are:<br>\nSpeed: how fast the peer answered over the\nwhole period.<br>\nVolume: how much it forwarded.</p>\n',
  );
});

test('prose wrapped at 80 columns is joined as markdown joins it', () => {
  assert.equal(
    comment('A long sentence that the author wrapped\nat the end of the line, and that goes on.'),
    '<p>A long sentence that the author wrapped\nat the end of the line, and that goes on.</p>\n',
  );
});

test('lists, fenced code, indented code and code spans are markdown as before', () => {
  assert.equal(
    comment('Steps:\n1. First, check x =\n   y + z(w).\n2. Then go.'),
    '<ol>\n<li>First, check x =\ny + z(w).</li>\n<li>Then go.</li>\n</ol>\n'.replace('<ol>', '<p>Steps:</p>\n<ol>'),
  );
  assert.match(
    comment('Formula:\n```\nv = a * b / c\n```'),
    /<pre class="code-block__pre" tabindex="0"><code class="code">v = a \* b \/ c<\/code><\/pre>/,
  );
  assert.match(
    comment('Example:\n\n    x = f(a) + g(b)\n    y = x * 2'),
    /<code class="code">x = f\(a\) \+ g\(b\)\ny = x \* 2<\/code>/,
  );
  assert.equal(comment('Set `a*b*c` or `x || y`.'), '<p>Set <code>a*b*c</code> or <code>x || y</code>.</p>\n');
});

test('local example URLs are code, not links; other URLs stay links', () => {
  const html = comment(
    'Try it:\nhttp://localhost:9000/v1/things?limit=5\nDocs at https://example.com/docs and [the daemon](http://127.0.0.1:8080/).',
  );
  assert.match(html, /<br>\n<code>http:\/\/localhost:9000\/v1\/things\?limit=5<\/code><br>\n/);
  assert.doesNotMatch(html, /href="http:\/\/(localhost|127\.0\.0\.1)/);
  assert.match(html, /<a href="https:\/\/example\.com\/docs" target="_blank" rel="noopener noreferrer">/);
  assert.match(html, / and the daemon\.<\/p>/);
  assert.ok(isLocalUrl('https://[::1]:8080/x') && isLocalUrl('http://0.0.0.0/') && isLocalUrl('http://api.localhost/'));
  assert.ok(!isLocalUrl('https://localhost.example.com/') && !isLocalUrl('not a url'));
});

test('comments stay untrusted: raw HTML is text, no javascript: links', () => {
  assert.equal(
    comment('<script>alert(1)</script>\n  <img src=x onerror=alert(1)>'),
    '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>\n\u00a0\u00a0&lt;img src=x onerror=alert(1)&gt;</p>\n',
  );
  assert.equal(comment('[x](javascript:alert(1))'), '<p>[x](javascript:alert(1))</p>\n');
});

test('looksLikeCode: operators and calls with few words, not prose', () => {
  for (const line of ['k = (a*f(b || c) +', 'f(x || y)) mod N', 'P = k * G', 'key + tweak(a || b)', 'x == y && z != w'])
    assert.ok(looksLikeCode(line), line);
  for (const line of [
    'The value = the sum of all the amounts here.',
    'Call GetInfo() and then ListPeers() to see them.',
    'a - b',
    'use `x = y` here',
    'ok',
  ]) {
    assert.ok(!looksLikeCode(line), line);
  }
});
