import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { htmlSections, htmlText } from '../../src/search/html-text.ts';

describe('text of page HTML for search', () => {
  test('text only, entities decoded, blocks separated, buttons left out', () => {
    const html =
      '<p>Beware of &lt;script&gt; &amp; <code>{like_this}</code>.</p><ul><li>one</li><li>two</li></ul>' +
      '<div class="code-block"><pre><code>const a = 1;</code></pre><button type="button">Copy</button></div>';
    assert.equal(htmlText(html), 'Beware of <script> & {like_this}. one two const a = 1;');
  });

  test('markdown is cut into sections at its h2/h3 headings with their ids', () => {
    const html =
      '<p>Intro.</p><h2 id="first">First <code>part</code></h2><p>One.</p><h3 id="sub">Sub</h3><p>Two.</p><h2>No id</h2><p>Three.</p>';
    assert.deepEqual(htmlSections(html), [
      { heading: '', id: null, text: 'Intro.' },
      { heading: 'First part', id: 'first', text: 'One.' },
      { heading: 'Sub', id: 'sub', text: 'Two.' },
      { heading: 'No id', id: null, text: 'Three.' },
    ]);
  });

  test('a plain paragraph reads the same through the fast path as through the parser', () => {
    const html = '<p>The number of\nsatoshis.</p>\n';
    assert.equal(htmlText(html), 'The number of satoshis.');
    assert.equal(
      htmlText(html),
      htmlSections(html)
        .map((s) => s.text)
        .join(' '),
    );
  });

  test('empty HTML has no text', () => {
    assert.equal(htmlText(''), '');
    assert.deepEqual(htmlSections(''), []);
  });
});
