import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { SearchIndexFile, StoredEntry } from '../../src/search/search-types.ts';
import { loadStoredEntry } from '../../src/search/stored-entry.ts';
import { searchFileName } from '../../src/build/write-search-index.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';

describe('search index files of a build', () => {
  let outDir: string;
  let site: SiteData;
  before(async () => {
    outDir = await fixtureBuildDir();
    const siteFile = fs.readdirSync(path.join(outDir, 'assets')).find((f) => /^site-data\.\w+\.json$/.test(f))!;
    site = JSON.parse(fs.readFileSync(path.join(outDir, 'assets', siteFile), 'utf8'));
  });

  test('the dropdown file is content-hashed at the site root, named by docs version and search context, and in the site data', () => {
    assert.match(site.searchIndex!, /^\/api-docs\/search-index-current-default\.[0-9a-f]{10}\.json$/);
    const roots = fs.readdirSync(outDir).filter((f) => f.startsWith('search-') && f.endsWith('.json'));
    assert.deepEqual(roots.map((f) => f.replace(/\.[0-9a-f]{10}\./, '.#.')).sort(), [
      'search-content-current-default.#.json',
      'search-content-demo-v0.9.0-default.#.json',
      'search-index-current-default.#.json',
      'search-index-demo-v0.9.0-default.#.json',
    ]);
  });

  test('an older release has its own index, named by daemon and tag, in the site data; the current one has none of its pages', () => {
    assert.deepEqual(Object.keys(site.searchReleases), ['demo@v0.9.0']);
    assert.match(
      site.searchReleases['demo@v0.9.0']!,
      /^\/api-docs\/search-index-demo-v0\.9\.0-default\.[0-9a-f]{10}\.json$/,
    );
    const urls = (address: string) => {
      const file: SearchIndexFile = JSON.parse(
        fs.readFileSync(path.join(outDir, address.slice(site.baseUrl.length)), 'utf8'),
      );
      const pages = file[0]!;
      return 'documents' in pages ? pages.documents.flatMap((d) => (d.u ? [d.u] : [])) : [];
    };
    const current = urls(site.searchIndex!);
    const older = urls(site.searchReleases['demo@v0.9.0']!);
    assert.ok(current.includes('/api-docs/api/demo/demo/get-info/') && !current.some((u) => u.includes('/v0.9.0/')));
    assert.ok(
      older.includes('/api-docs/api/demo/v0.9.0/demo/ancient-thing/') &&
        older.every((u) => u.startsWith('/api-docs/api/demo/v0.9.0/')),
    );
  });

  test('it is a list of index entries with documents and a serialized index; the content entry is deferred to its own file', () => {
    const file: SearchIndexFile = JSON.parse(
      fs.readFileSync(path.join(outDir, site.searchIndex!.slice(site.baseUrl.length)), 'utf8'),
    );
    assert.equal(file.length, 2);
    const [pages, contents] = file;
    assert.ok(pages && 'documents' in pages && pages.name === 'pages');
    assert.deepEqual(pages.index.fields, ['title', 'names', 'text']);
    assert.deepEqual(pages.index.pipeline, ['trimmer', 'apidocsStemmer']);
    for (const field of pages.index.fields) assert.equal(pages.index.lengths[field]!.length, pages.documents.length);
    assert.ok(contents && 'src' in contents);
    assert.ok(!pages.documents.some((d) => d.y === 2), 'content documents are not in the dropdown file');
    const content = JSON.parse(fs.readFileSync(path.join(outDir, contents.src), 'utf8'));
    assert.equal(content.name, 'contents');
    assert.ok(content.documents.some((d: { y: number }) => d.y === 2));
  });

  test("an older release's index lists that daemon release only, and its pages are all that daemon's", () => {
    const file: SearchIndexFile = JSON.parse(
      fs.readFileSync(path.join(outDir, site.searchReleases['demo@v0.9.0']!.slice(site.baseUrl.length)), 'utf8'),
    );
    const entry = loadStoredEntry(file[0] as StoredEntry);
    assert.deepEqual(
      entry.daemons?.map((d) => [d.id, d.release]),
      [['demo', 'v0.9.0']],
    );
    assert.ok(entry.documents.filter((d) => d.y === 0).every((d) => d.d === 'demo'));
    assert.throws(() => searchFileName('index', '{}', 'production', '../x'), /file-name-safe/);
  });

  test('the hash in each name is the hash of the file', () => {
    for (const name of fs.readdirSync(outDir).filter((f) => f.startsWith('search-') && f.endsWith('.json'))) {
      const json = fs.readFileSync(path.join(outDir, name), 'utf8');
      assert.equal(
        name.match(/\.([0-9a-f]{10})\.json$/)![1],
        crypto.createHash('sha256').update(json).digest('hex').slice(0, 10),
        name,
      );
    }
  });
});
