/** check-links on folders holding symbolic links, and on srcset image candidates. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { extractLinks, srcsetUrls } from '../../src/render/extract-links.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { runCli } from '../helpers/run-cli.ts';

async function buildCopy(): Promise<string> {
  const outDir = await fixtureBuildDir();
  const copy = path.join(tempDir('apidocs-links-'), 'build');
  fs.cpSync(outDir, copy, { recursive: true });
  return copy;
}

describe('check-links and symbolic links', () => {
  test('dangling links (a page, an image), a link loop and a link out of the folder are reported, not a crash', async () => {
    const copy = await buildCopy();
    fs.symlinkSync('gone/index.html', path.join(copy, 'dangling.html'));
    fs.symlinkSync('missing.png', path.join(copy, 'img/dangling.png'));
    fs.symlinkSync('loop-b.html', path.join(copy, 'loop-a.html'));
    fs.symlinkSync('loop-a.html', path.join(copy, 'loop-b.html'));
    fs.symlinkSync('/etc/hostname', path.join(copy, 'outside.html'));
    const result = runCli(['check-links', copy]);
    assert.equal(result.status, 0, result.stderr + result.stdout);
    assert.doesNotMatch(result.stderr, /Internal error|ENOENT|ELOOP/);
    assert.match(result.stderr, /warning: dangling\.html: not checked and not served: a dangling symbolic link/);
    assert.match(result.stderr, /warning: img\/dangling\.png: not checked and not served: a dangling symbolic link/);
    assert.match(result.stderr, /warning: loop-a\.html: not checked and not served: a symbolic link loop/);
    assert.match(
      result.stderr,
      /warning: outside\.html: not checked and not served: a symbolic link out of the folder/,
    );
    assert.match(result.stdout, /none broken/);
  });

  test('a link to a dangling image counts as broken: the file is not there', async () => {
    const copy = await buildCopy();
    fs.symlinkSync('missing.png', path.join(copy, 'img/dangling.png'));
    const page = path.join(copy, 'markdown-page/index.html');
    fs.writeFileSync(
      page,
      fs.readFileSync(page, 'utf8').replace('</body>', '<img src="/api-docs/img/dangling.png" alt=""></body>'),
    );
    const result = runCli(['check-links', copy]);
    assert.equal(result.status, 1);
    assert.match(
      result.stdout,
      /\/api-docs\/markdown-page\/ -> \/api-docs\/img\/dangling\.png \(no page or file at \/api-docs\/img\/dangling\.png\)/,
    );
  });
});

describe('srcset', () => {
  test('image candidates are split like browsers do, commas inside URLs included', () => {
    assert.deepEqual(srcsetUrls('a.png 1x, b.png 2x'), ['a.png', 'b.png']);
    assert.deepEqual(srcsetUrls(' a.png 1x,b.png 640w ,  c.png'), ['a.png', 'b.png', 'c.png']);
    assert.deepEqual(srcsetUrls('data:image/png;base64,AAA= 1x, /x.png 2x'), ['data:image/png;base64,AAA=', '/x.png']);
    assert.deepEqual(srcsetUrls('/a,b.png 1x'), ['/a,b.png']);
    assert.deepEqual(srcsetUrls(''), []);
    const links = extractLinks(
      '<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x, https://cdn.example/x.png 3x"><picture><source srcset="/b.webp"></picture>',
    ).links;
    assert.deepEqual(links, ['/a.png', '/a.png', '/a@2x.png', '/b.webp']);
  });

  test('a broken srcset candidate fails check-links', async () => {
    const copy = await buildCopy();
    const page = path.join(copy, 'markdown-page/index.html');
    fs.writeFileSync(
      page,
      fs
        .readFileSync(page, 'utf8')
        .replace(
          '</body>',
          '<img src="/api-docs/img/logo.svg" srcset="/api-docs/img/logo.svg 1x, /api-docs/img/logo@2x.svg 2x" alt=""></body>',
        ),
    );
    const result = runCli(['check-links', copy]);
    assert.equal(result.status, 1, result.stdout);
    assert.match(
      result.stdout,
      /\/api-docs\/markdown-page\/ -> \/api-docs\/img\/logo@2x\.svg \(no page or file at \/api-docs\/img\/logo@2x\.svg\)/,
    );
  });
});
