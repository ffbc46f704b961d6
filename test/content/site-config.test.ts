import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseSiteConfig } from '../../src/content/site-config.ts';
import { ConfigError } from '../../src/shared/errors.ts';
import { ROOT } from '../helpers/fixtures.ts';

const real = fs.readFileSync(path.join(ROOT, 'content/site.yaml'), 'utf8');

/** Parses the real site.yaml with one edit and returns the formatted error. */
function errorAfter(from: string, to: string): string {
  assert.ok(real.includes(from), `site.yaml lacks ${from}`);
  try {
    parseSiteConfig(real.replace(from, to), 'content/site.yaml');
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.format();
  }
  assert.fail('the config was accepted');
}

test('the real site.yaml is valid and gets the spec defaults', () => {
  const config = parseSiteConfig(real, 'content/site.yaml');
  assert.equal(config.baseUrl, '/api-docs/');
  assert.equal(config.colorMode.defaultMode, 'light');
  assert.equal(config.colorMode.respectPrefersColorScheme, false);
  assert.deepEqual(config.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.deepEqual(config.i18n, { defaultLocale: 'en', locales: ['en'] });
  assert.equal(config.navbar.items.filter((i) => i.type === 'doc').length, 6);
});

test('bad config names the file, line and key', () => {
  assert.equal(
    errorAfter('- { type: search, position: right }', '- { type: magic, position: right }'),
    'content/site.yaml:48: navbar.items[10].type: unknown navbar item type "magic"; use one of doc, docSidebar, href, search, localeDropdown, docsVersionDropdown, colorMode\n' +
      '  Correct content/site.yaml; docs/content.md ("Site configuration") lists every key.',
  );
  assert.match(
    errorAfter('baseUrl: /api-docs/', 'baseUrl: api-docs'),
    /^content\/site\.yaml:5: baseUrl: baseUrl starts and ends with "\/", e\.g\. \/api-docs\//,
  );
  assert.match(
    errorAfter('    hideable: false', '    hideable: true'),
    /^content\/site\.yaml:\d+: docs\.sidebar\.hideable: only false is supported/,
  );
  assert.match(
    errorAfter('- { type: doc, docId: api/lnd/index, label: LND }', '- { type: doc, label: LND }'),
    /navbar\.items\[0\]\.docId: /,
  );
  assert.match(
    errorAfter('title: Lightning Labs API Reference\ntagline', 'title: [oops\ntagline'),
    /^content\/site\.yaml:\d+: is not valid YAML/,
  );
});
