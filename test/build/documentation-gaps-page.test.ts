/**
 * Each release's Documentation gaps page, built from the fixture site with fixture Go files
 * (it has all three kinds of gap): its findings with links to the RPC pages and upstream
 * lines, its place (linked from the release's index, not in the sidebar or the sitemap,
 * breadcrumbs through the daemon), and the report file the build writes beside the pages.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import type { DocumentationGapsPage, PageData } from '../../src/site/page-data.ts';
import { flattenSidebar } from '../../src/site/sidebar-trail.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';

describe('Documentation gaps pages', () => {
  let result: BuildResult;
  const html = (p: string) => fs.readFileSync(path.join(result.outDir, p, 'index.html'), 'utf8');
  const text = (markup: string) =>
    markup
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");
  const data = (p: string): PageData => result.state.pages.find((b) => b.page.path === p)!.page;
  const gapsPage = (p: string) => data(p) as DocumentationGapsPage;

  before(async () => {
    result = await buildInto(siteWithGoFiles());
  });

  test("the newest release's page lists every finding by kind, with the RPC page and the upstream file and line", () => {
    const page = gapsPage('/api-docs/api/demo/documentation-gaps/');
    assert.equal(page.kind, 'documentation-gaps');
    assert.equal(page.total, 5);
    assert.deepEqual(
      page.groups.map((g) => [g.id, g.findings.map((f) => f.rpc.label)]),
      [
        ['rpc-without-comment', ['Demo.OldThing']],
        ['cli-command-missing', ['Demo.OpenThing', 'Demo.Chat', 'Demo.CloseThing']],
        ['permission-entry-missing', ['Demo.Chat']],
      ],
    );
    const [oldThing] = page.groups[0]!.findings;
    assert.deepEqual(oldThing, {
      rpc: { label: 'Demo.OldThing', href: '/api-docs/api/demo/demo/old-thing/' },
      source: {
        label: 'demorpc/demo.proto:32',
        href: 'https://github.com/example/demo/blob/1111111111111111111111111111111111111111/demorpc/demo.proto#L32',
      },
      namedCommand: null,
    });
    assert.deepEqual(
      page.groups[1]!.findings.map((f) => f.namedCommand),
      ['democli openthing', 'democli chat', 'democli close'],
    );
    assert.deepEqual(
      page.toc.map((t) => t.id),
      ['rpc-without-comment', 'cli-command-missing', 'permission-entry-missing'],
    );

    const body = text(html('api/demo/documentation-gaps'));
    assert.match(body, /Demo Documentation gaps/);
    assert.match(body, /What the upstream sources of Demo v1\.0\.0 leave undocumented or get wrong/);
    assert.match(body, /5 findings\./);
    assert.match(body, /The comments of these RPCs name a democli command that democli v1\.0\.0 does not have/);
    assert.match(body, /demod serves these RPCs, but its Go permission tables have no entry for them/);
    assert.match(
      html('api/demo/documentation-gaps'),
      /<h2 id="cli-command-missing">Comments naming a missing CLI command<\/h2>/,
    );
  });

  test('a daemon without gaps says none were found; an older release has its own page', () => {
    assert.equal(gapsPage('/api-docs/api/extra/documentation-gaps/').total, 0);
    assert.match(text(html('api/extra/documentation-gaps')), /None found: every documented RPC has a comment/);
    const older = gapsPage('/api-docs/api/demo/v0.9.0/documentation-gaps/');
    assert.deepEqual(
      older.groups.map((g) => g.findings.map((f) => f.rpc.href)),
      [['/api-docs/api/demo/v0.9.0/demo/ancient-thing/']],
    );
    assert.equal(older.head.noIndex, true, 'like every page of an older release');
    // The version dropdown leads to the same page of the other release.
    assert.deepEqual(
      gapsPage('/api-docs/api/demo/documentation-gaps/').release!.choices.map((c) => [c.tag, c.href, c.missing]),
      [
        ['v1.0.0', '/api-docs/api/demo/documentation-gaps/', false],
        ['v0.9.0', '/api-docs/api/demo/v0.9.0/documentation-gaps/', false],
      ],
    );
  });

  test("linked from the release's index, under the daemon in the breadcrumbs; not in the sidebar or the sitemap", () => {
    assert.ok(
      html('api/demo').includes('<a href="/api-docs/api/demo/documentation-gaps/">Documentation gaps</a>'),
      'the index links the page',
    );
    assert.match(
      text(html('api/demo')),
      /Documentation gaps: 5 things these sources leave undocumented or get wrong, for their maintainers\./,
    );
    assert.match(text(html('api/extra')), /Documentation gaps: none found in these sources\./);
    assert.ok(
      html('api/demo/v0.9.0').includes('href="/api-docs/api/demo/v0.9.0/documentation-gaps/"'),
      "an older release's index links its page",
    );
    const page = data('/api-docs/api/demo/documentation-gaps/');
    assert.deepEqual(
      page.breadcrumbs.map((b) => b.label),
      ['API Reference', 'Demo', 'Documentation gaps'],
    );
    assert.equal(page.breadcrumbs.at(-1)!.href, page.path);
    assert.equal(page.sidebarPath, '/api-docs/api/demo/');
    assert.deepEqual([page.prev, page.next], [null, null]);
    const sidebarLinks = Object.values(result.state.prepared.site.sidebars).flatMap((items) =>
      flattenSidebar(items).map((i) => i.href),
    );
    assert.ok(!sidebarLinks.some((href) => href.includes('documentation-gaps')));
    // The sidebar shows the daemon's trail open: its REST Endpoints entry is rendered, nothing is marked current.
    const sidebar = html('api/demo/documentation-gaps').match(/<aside id="__sidebar".*?<\/aside>/s)![0];
    assert.match(sidebar, /href="\/api-docs\/api\/demo\/rest-endpoints\/"/);
    assert.doesNotMatch(sidebar, /aria-current="page"/);
    assert.doesNotMatch(fs.readFileSync(path.join(result.outDir, 'sitemap.xml'), 'utf8'), /documentation-gaps/);
  });

  test("the build writes the newest releases' gaps to documentation-gaps.txt and warns of none of them", () => {
    const report = fs.readFileSync(path.join(result.outDir, 'documentation-gaps.txt'), 'utf8');
    const rows = report.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    assert.deepEqual(
      rows.map((r) => r.split('\t').slice(0, 5).join(' ')),
      [
        'demo v1.0.0 rpc-without-comment demorpc/demo.proto:32 demorpc.Demo.OldThing',
        'demo v1.0.0 cli-command-missing demorpc/demo.proto:22 demorpc.Demo.OpenThing',
        'demo v1.0.0 cli-command-missing demorpc/demo.proto:30 demorpc.Demo.Chat',
        'demo v1.0.0 cli-command-missing demorpc/demo.proto:39 demorpc.Demo.CloseThing',
        'demo v1.0.0 permission-entry-missing demorpc/demo.proto:30 demorpc.Demo.Chat',
      ],
    );
    assert.deepEqual(
      result.gaps.map((r) => [r.daemonId, r.gaps.length]),
      [
        ['demo', 5],
        ['extra', 0],
      ],
    );
    assert.deepEqual(
      result.warnings.filter((w) =>
        /has no comment|does not have at this release|no macaroon permission entry/.test(w),
      ),
      [],
    );
  });
});
