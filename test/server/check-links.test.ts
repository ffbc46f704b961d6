import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { urlOfOutputFile } from '../../src/server/check-output-links.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';
import { REAL_PROTOS, tempDir } from '../helpers/fixtures.ts';
import { linkCopy, replaceFile } from '../helpers/link-copy.ts';
import { realSiteBuild } from '../helpers/real-build.ts';
import { runCli } from '../helpers/run-cli.ts';

/** The real site when APIDOCS_PROTOS is set (the check must pass on it), else the fixture site. */
async function siteBuild(): Promise<{ outDir: string; page: string; target: string }> {
  if (REAL_PROTOS) {
    return { outDir: await realSiteBuild(), page: 'api/lnd/lightning/get-info', target: 'api/lnd/' };
  }
  const result = await fixtureBuild();
  return { outDir: result.outDir, page: 'api/demo/demo/get-info', target: 'api/demo/' };
}

describe(`apidocs check-links on a ${REAL_PROTOS ? 'real' : 'fixture'} build`, () => {
  let site: Awaited<ReturnType<typeof siteBuild>>;

  before(async () => {
    site = await siteBuild();
  });

  test('the untouched build passes: exit 0 and a summary with counts', () => {
    const result = runCli(['check-links', site.outDir]);
    assert.equal(result.status, 0, result.stderr + result.stdout);
    assert.match(
      result.stdout,
      /^checked \d+ internal links on \d+ pages \(\d+ other files\): none broken \(\d+ ms\)$/m,
    );
    const pages = Number(result.stdout.match(/on (\d+) pages/)![1]);
    assert.equal(
      pages,
      fs.readdirSync(site.outDir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length,
      'every HTML page, no .br/.gz copy',
    );
  });

  test('a broken link and a broken anchor injected into a copy are both reported with their page; exit 1', () => {
    const copy = path.join(tempDir('apidocs-links-'), 'build');
    linkCopy(site.outDir, copy);
    const file = path.join(copy, site.page, 'index.html');
    const html = fs.readFileSync(file, 'utf8');
    const injected = `<a href="/api-docs/api/no-such-page/">gone</a><a href="/api-docs/${site.target}#no-such-anchor">anchor</a><p id="twice"></p><p id="twice"></p>`;
    replaceFile(file, html.replace('</body>', `${injected}</body>`));

    const result = runCli(['check-links', copy]);
    assert.equal(result.status, 1, result.stderr + result.stdout);
    const page = `/api-docs/${site.page}/`;
    assert.ok(
      result.stdout.includes(`${page} -> /api-docs/api/no-such-page/ (no page or file at /api-docs/api/no-such-page/)`),
      result.stdout,
    );
    assert.ok(
      result.stdout.includes(
        `${page} -> /api-docs/${site.target}#no-such-anchor (no element with id "no-such-anchor" on /api-docs/${site.target})`,
      ),
      result.stdout,
    );
    assert.ok(
      result.stdout.includes(`${page} -> #twice (id "twice" is used by more than one element on the page)`),
      result.stdout,
    );
    assert.match(result.stdout, /: 3 broken \(\d+ ms\)$/m);
  });

  test('a missing folder is an error naming it', () => {
    const result = runCli(['check-links', path.join(tempDir(), 'missing')]);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /missing is not a folder[\s\S]*apidocs build/);
  });
});

describe('urlOfOutputFile', () => {
  test('index.html is its folder, other files keep their names', () => {
    assert.equal(urlOfOutputFile('/api-docs/', 'index.html'), '/api-docs/');
    assert.equal(urlOfOutputFile('/api-docs/', 'api/lnd/index.html'), '/api-docs/api/lnd/');
    assert.equal(urlOfOutputFile('/api-docs/', '404.html'), '/api-docs/404.html');
    assert.equal(urlOfOutputFile('/api-docs/', 'assets/main.ABCDEFGH.js'), '/api-docs/assets/main.ABCDEFGH.js');
  });
});
