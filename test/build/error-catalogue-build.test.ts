/**
 * The error catalogue in a build of the fixture site with Go files (demo's handlers return
 * messages) and a content/errors.yaml: its pages, the links both ways between entries and
 * method pages, errors.json valid against its committed schema, and where the build lists it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { registerSchema, validate } from '@hyperjump/json-schema/draft-2020-12';
import { BASIC } from '@hyperjump/json-schema/experimental';
import { ERRORS_SCHEMA_ID, type ErrorsJson } from '../../src/export/errors/errors-json.ts';
import type { ApiIndex } from '../../src/site/api-index.ts';
import type { BuildResult } from '../../src/build/build-site.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { siteWithGoFiles } from '../helpers/go-site.ts';

const FACTS = `errors:
  - daemons: [demo, extra]
    origin: grpc
    template: "unknown service …"
    code: Unimplemented
    source: { label: "grpc-go server.go", url: "https://github.com/grpc/grpc-go/blob/abc/server.go#L1598" }
    rpcs: [demorpc.Demo.GetInfo]
    causes: [{ text: "Wrong port for {daemon}.", check: "{cli} --help" }]
    fixes: [{ text: "Connect to {daemon}.", command: null }]
`;

describe('the error catalogue of a build', () => {
  let result: BuildResult;
  const file = (relative: string) => fs.readFileSync(path.join(result.outDir, relative), 'utf8');
  const json = () => JSON.parse(file('api/demo/errors.json')) as ErrorsJson;

  before(async () => {
    const site = siteWithGoFiles();
    fs.writeFileSync(path.join(site.contentDir, 'errors.yaml'), FACTS);
    result = await buildInto(site);
  });

  test("the index lists every entry by origin and is the daemon's Errors entry in the sidebar", () => {
    const index = file('api/demo/errors/index.html');
    assert.match(index, /<h2 id="handler">RPC handlers<\/h2>/);
    assert.match(index, /<h2 id="grpc">gRPC transport<\/h2>/);
    assert.match(index, /thing is busy, try again &lt;later&gt;/, 'the Go text is escaped');
    assert.doesNotMatch(index, /<later>/);
    assert.match(file('api/demo/index.html'), /href="\/api-docs\/api\/demo\/errors\/"[^>]*>Errors</);
    assert.ok(!fs.existsSync(path.join(result.outDir, 'api/demo/v0.9.0/errors')), 'older releases have no catalogue');
  });

  test('an entry links to the RPCs that return it, and their pages link back to it', () => {
    const entry = file('api/demo/errors/thing-is-busy-try-again-later/index.html');
    assert.match(entry, /href="\/api-docs\/api\/demo\/demo\/open-thing\/"/);
    assert.match(entry, /href="\/api-docs\/api\/demo\/demo\/close-thing\/"/);
    assert.match(
      file('api/demo/demo/open-thing/index.html'),
      /href="\/api-docs\/api\/demo\/errors\/thing-is-busy-try-again-later\/"/,
    );
    assert.match(file('api/demo/errors/unknown-service/index.html'), /Wrong port for demod\./);
  });

  test('every entry is linked back from each RPC page it lists: a layer error from a folded list by origin, in the HTML and the Markdown copy', () => {
    const getInfo = file('api/demo/demo/get-info/index.html');
    assert.match(
      getInfo,
      /<details class="errors-fold"><summary>1 error the daemon can answer before the handler runs<\/summary><p>gRPC transport<\/p><ul class="errors-list"><li><a href="\/api-docs\/api\/demo\/errors\/unknown-service\/"><code>unknown service …<\/code><\/a> <span class="errors-code">Unimplemented \(12\)<\/span>/,
    );
    assert.match(
      file('api/demo/demo/get-info/index.md'),
      /1 error the daemon can answer before the handler runs:\n\n\*\*gRPC transport\*\*\n\n- \[`unknown service …`\]\(\/api-docs\/api\/demo\/errors\/unknown-service\/\) Unimplemented \(12\)/,
    );
    // An RPC the layer entry does not list has no such list.
    assert.doesNotMatch(file('api/demo/demo/open-thing/index.html'), /before the handler runs/);
    // Every entry's RPCs link back to it.
    const pathOf = (url: string) => new URL(url).pathname;
    for (const entry of json().entries)
      for (const rpc of entry.rpcs) {
        const page = file(path.join(pathOf(rpc.url).replace('/api-docs/', ''), 'index.html'));
        assert.ok(page.includes(`href="${pathOf(entry.url)}"`), `${rpc.url} links ${entry.url}`);
      }
  });

  test('errors.json validates against the committed schema, and each pattern matches its template', async () => {
    registerSchema(JSON.parse(file('errors.schema.json')));
    for (const daemon of ['demo', 'extra']) {
      const document = JSON.parse(file(`api/${daemon}/errors.json`));
      const output = await validate(ERRORS_SCHEMA_ID, document, BASIC);
      assert.ok(output.valid, JSON.stringify(output.valid ? [] : output.errors?.slice(0, 5)));
    }
    const demo = json();
    assert.equal(demo.$schema, ERRORS_SCHEMA_ID);
    assert.deepEqual(demo.entries.map((e) => e.template).sort(), [
      'cannot close a thing without its outpoint (got …)',
      'thing is busy, try again <later>',
      'thing size must be non-zero',
      'unknown service …',
      'upload refused: quota of … chunks reached',
    ]);
    const busy = demo.entries.find((e) => e.slug === 'thing-is-busy-try-again-later')!;
    assert.equal(busy.url, 'https://docs.example.com/api-docs/api/demo/errors/thing-is-busy-try-again-later/');
    assert.ok(new RegExp(busy.pattern).test('rpc error: code = Unknown desc = thing is busy, try again <later>'));
    assert.ok(new RegExp(busy.pattern).test('{"code":2,"message":"thing is busy, try again <later>","details":[]}'));
  });

  test('the Markdown copy, llms.txt, api-index.json and the sitemap list the catalogue', () => {
    assert.match(file('api/demo/errors/thing-size-must-be-non-zero/index.md'), /## Causes/);
    assert.match(file('api/demo/errors/index.md'), /\[errors\.json\]\(\/api-docs\/api\/demo\/errors\.json\)/);
    assert.match(file('llms.txt'), /\/api-docs\/api\/demo\/errors\.json/);
    const index = JSON.parse(file('api-index.json')) as ApiIndex;
    assert.deepEqual(
      index.daemons[0]!.releases.map((r) => r.errors),
      [{ page: '/api-docs/api/demo/errors/', json: '/api-docs/api/demo/errors.json' }, null],
    );
    assert.match(file('sitemap.xml'), /\/api-docs\/api\/demo\/errors\/thing-size-must-be-non-zero\//);
  });
});
