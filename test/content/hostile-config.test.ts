/**
 * site.yaml and front matter written carelessly or with intent: alias bombs, script and
 * data URLs, huge texts and lists, unknown keys. Each is a ConfigError naming the file and
 * the line, never an internal error with a stack trace.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { loadServicePages } from '../../src/content/load-content.ts';
import { parseSiteConfig } from '../../src/content/site-config.ts';
import { ConfigError, formatError } from '../../src/shared/errors.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, tempDir } from '../helpers/fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';

const fixture = fs.readFileSync(path.join(FIXTURE_SITE, 'site.yaml'), 'utf8');

/** The formatted error of the fixture site.yaml with one edit (which must be refused). */
function errorAfter(from: string, to: string): string {
  assert.ok(fixture.includes(from), `site.yaml lacks ${from}`);
  try {
    parseSiteConfig(fixture.replace(from, to), 'content/site.yaml');
  } catch (error) {
    assert.ok(error instanceof ConfigError, `a ConfigError, not ${formatError(error)}`);
    return error.format();
  }
  assert.fail(`accepted: ${to}`);
}

/** 1-based line of the first occurrence of `text` in `source`. */
const lineOf = (source: string, text: string) => source.slice(0, source.indexOf(text)).split('\n').length;

/** Nine levels of nine aliases: hundreds of millions of nodes once expanded. */
const BOMB = [
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
].join('\n');

describe('hostile site.yaml and front matter', () => {
  test('an alias bomb in site.yaml is a clear error at the line of the first alias', () => {
    const text = `${BOMB}\n${fixture}`;
    assert.throws(
      () => parseSiteConfig(text, 'content/site.yaml'),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.format(), /^content\/site\.yaml:2: YAML aliases expand to too many nodes/);
        assert.match(error.format(), /Write the values out/);
        return true;
      },
    );
  });

  test('an alias bomb in front matter, through the CLI: exit 1, file and line, no stack trace', () => {
    const content = path.join(tempDir('apidocs-content-'), 'content');
    fs.cpSync(FIXTURE_SITE, content, { recursive: true });
    const home = path.join(content, 'pages/home.md');
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace(/^---\n/, `---\n${BOMB}\n`));
    const result = runCli([
      'build',
      '--content',
      content,
      '--protos',
      FIXTURE_PROTOS,
      '--offline',
      '--out',
      path.join(tempDir('apidocs-out-'), 'build'),
    ]);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /error: .*pages\/home\.md:3: YAML aliases expand to too many nodes/);
    assert.doesNotMatch(result.stderr, /Internal error|ReferenceError|\n\s+at /);
  });

  test('javascript:, data: and other schemes are refused in links, the site URL and asset paths', () => {
    const cases: [string, string, RegExp][] = [
      [
        'href: "https://example.com/issues"',
        'href: "javascript:alert(document.cookie)"',
        /navbar\.items\[2\]\.href: use a URL starting with http:, https: or mailto:/,
      ],
      ['href: "https://example.com/issues"', 'href: "JavaScript:alert(1)"', /navbar\.items\[2\]\.href: use a URL/],
      [
        'href: "https://example.com/forum"',
        'href: "data:text/html,<script>alert(1)</script>"',
        /footer\.links\[1\]\.items\[0\]\.href|footer\.links\[1\]\.items\[0\]/,
      ],
      ['url: https://docs.example.com', 'url: javascript:alert(1)', /url: use a URL starting with http: or https:/],
      [
        'favicon: img/favicon.svg',
        'favicon: "data:image/svg+xml,<svg/>"',
        /favicon: a path of a file under content\/static/,
      ],
      [
        'logo: { alt: Demo logo, src: img/logo.svg }\n  items',
        'logo: { alt: Demo logo, src: "javascript:alert(1)" }\n  items',
        /navbar\.logo\.src: a path of a file under content\/static/,
      ],
      ['{ label: Demo, to: /api/demo/ }', '{ label: Demo, to: //evil.example/ }', /footer\.links\[0\]\.items\[0\]/],
    ];
    for (const [from, to, message] of cases) {
      const error = errorAfter(from, to);
      assert.match(error, message, to);
      assert.match(error, /^content\/site\.yaml:\d+: /, to);
      const line = Number(error.match(/^content\/site\.yaml:(\d+)/)![1]);
      assert.equal(line, lineOf(fixture.replace(from, to), to.split('\n')[0]!), `${to}: the line of the value`);
    }
  });

  test('sizes are bounded: a 100 KB title, 20,000 navbar items, a huge footer', () => {
    assert.match(
      errorAfter('title: Demo API Reference\n', `title: ${'T'.repeat(100_000)}\n`),
      /^content\/site\.yaml:2: title: at most 200 characters/,
    );
    const items = Array.from(
      { length: 20_000 },
      (_, i) => `    - { type: href, href: "https://example.com/${i}", label: L${i} }`,
    ).join('\n');
    const many = errorAfter(
      '    - { type: search, position: right }',
      `    - { type: search, position: right }\n${items}`,
    );
    assert.match(many, /^content\/site\.yaml:15: navbar\.items: at most 40 items/);
    const columns = Array.from({ length: 50 }, (_, i) => `    - title: C${i}\n      items: []`).join('\n');
    assert.match(errorAfter('  links:\n', `  links:\n${columns}\n`), /footer\.links: at most 10 columns/);
    assert.match(
      errorAfter('Copyright © 2025 Example, Inc.', 'x'.repeat(5000)),
      /footer\.copyright: at most 1000 characters/,
    );
  });

  test('an unknown key is reported at its own line, top level and nested, each one', () => {
    const top = errorAfter('tagline: Test fixture\n', 'tagline: Test fixture\ncolour: blue\n');
    assert.match(top, /^content\/site\.yaml:4: colour: unknown key "colour"/);
    const nested = errorAfter(
      '  title: Demo API Reference\n  logo',
      '  title: Demo API Reference\n  sticky: true\n  logo',
    );
    assert.match(nested, /^content\/site\.yaml:13: navbar\.sticky: unknown key "sticky"/);
    const two = errorAfter('tagline: Test fixture\n', 'tagline: Test fixture\ncolour: blue\nsize:\n  big: true\n');
    assert.match(two, /colour: unknown key "colour"\n  also content\/site\.yaml:5: size: unknown key "size"/);
  });

  test('readerServes names only sub-services servedElsewhere says who serves: anything else is an error at its line', () => {
    const dir = tempDir('apidocs-content-');
    fs.cpSync(FIXTURE_SITE, dir, { recursive: true });
    const demo = path.join(dir, 'services/demo.md');
    const original = fs.readFileSync(demo, 'utf8');
    const withKeys = (keys: string) => fs.writeFileSync(demo, original.replace(/^---\n/, `---\n${keys}\n`));
    withKeys('servedElsewhere:\n  demorpc.Oracle: an oracle the demo daemon calls\nreaderServes: [demorpc.Oracle]');
    assert.deepEqual(loadServicePages(dir, ['demo']).get('demo')!.readerServes, ['demorpc.Oracle']);
    withKeys('readerServes: [demorpc.Oracle]');
    assert.throws(
      () => loadServicePages(dir, ['demo']),
      (error: unknown) =>
        error instanceof ConfigError &&
        /services\/demo\.md:2: readerServes: every readerServes entry must also be a servedElsewhere entry/.test(
          error.format(),
        ),
    );
  });
});
