/**
 * The exports a build writes (docs/exports.md): index.md beside each page's index.html with
 * an alternate link to it, llms.txt in the llmstxt.org format whose links resolve to built
 * files, each daemon's llms.txt and llms-full.txt, and `apidocs serve` answering Markdown as
 * text/markdown. With APIDOCS_PROTOS: GetInfo's Markdown holds its REST route and permissions.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { contentTypeOf } from '../../src/server/content-type.ts';
import { serveBuild } from '../../src/server/serve.ts';
import { rawRequest } from '../server/http.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';
import { realSiteBuild } from '../helpers/real-build.ts';

const BASE = '/api-docs/';

/**
 * The compact file must fit an assistant's context: 100,000 tokens per daemon, estimated as
 * characters / 4 (the usual rule of thumb for English and code with BPE tokenizers).
 */
const COMPACT_TOKEN_BOUND = 100_000;
const llmsTokens = (text: string) => text.length / 4;

/** The `- [title](url): summary` links of an llms.txt, checking the llmstxt.org shape on the way. */
function llmsLinks(text: string): { title: string; url: string }[] {
  const lines = text.split('\n');
  assert.match(lines[0]!, /^# \S/, 'starts with an H1');
  assert.equal(lines[1], '');
  assert.match(lines[2]!, /^> \S/, 'then a summary blockquote');
  assert.ok(
    lines.some((l) => /^## \S/.test(l)),
    'sections',
  );
  const links = [];
  for (const line of lines.filter((l) => l.startsWith('- '))) {
    const match = /^- \[([^\]]+)\]\(([^)\s]+)\)(?:: .+)?$/.exec(line);
    assert.ok(match, `a link line: ${line}`);
    links.push({ title: match[1]!, url: match[2]! });
  }
  return links;
}

describe('exports of the fixture site', () => {
  let result: BuildResult;
  let files: Set<string>;
  const read = (file: string) => fs.readFileSync(path.join(result.outDir, file), 'utf8');

  before(async () => {
    result = await fixtureBuild();
    files = new Set(listFiles(result.outDir));
  });

  test('every page but search, 404 and folder copies has index.md beside index.html, linked as the alternate', () => {
    for (const file of [...files].filter((f) => f.endsWith('index.html'))) {
      const html = read(file);
      const alternate = /<link rel="alternate" type="text\/markdown" href="([^"]+)">/.exec(html)?.[1];
      const md = file.replace(/index\.html$/, 'index.md');
      if (file === 'search/index.html') {
        assert.equal(alternate, undefined);
        continue;
      }
      assert.ok(alternate, `${file} links its Markdown`);
      assert.ok(files.has(alternate.slice(BASE.length)), `${file}: ${alternate} is built`);
      const isCopy =
        /<link rel="canonical" href="[^"]*\/api-docs\/([^"]*)">/.exec(html)?.[1] !== file.replace(/index\.html$/, '');
      assert.equal(files.has(md), !isCopy, `${file}: own Markdown unless a folder copy`);
    }
    assert.ok(!files.has('404.md') && !files.has('search/index.md'));
  });

  test('llms.txt: H1, summary, sections of links that resolve to built files; each daemon has llms.txt and llms-full.txt', () => {
    const site = llmsLinks(read('llms.txt'));
    assert.ok(site.length > 0);
    for (const { url } of site) assert.ok(files.has(url.slice(BASE.length)), url);
    for (const daemon of result.model.daemons) {
      assert.ok(
        site.some((l) => l.url === `${BASE}api/${daemon.id}/llms-full.txt`),
        daemon.id,
      );
      const own = llmsLinks(read(`api/${daemon.id}/llms.txt`));
      for (const { url } of own) assert.ok(files.has(url.slice(BASE.length)), url);
      const methods = daemon.releases[0]!.subServices.flatMap((s) => s.methods);
      for (const m of methods)
        assert.ok(
          own.some((l) => l.title === m.name),
          `${daemon.id} lists ${m.name}`,
        );
      const full = read(`api/${daemon.id}/llms-full.txt`);
      for (const { url } of own.filter((l) => l.url.endsWith('.md')))
        assert.ok(full.includes(read(url.slice(BASE.length)).trimEnd()), `llms-full.txt holds ${url}`);
    }
  });

  test('<page>.md beside each page folder is the same copy (the address assistants try first), answered by apidocs serve', async () => {
    let siblings = 0;
    for (const file of [...files].filter((f) => f.endsWith('/index.md'))) {
      const sibling = file.replace(/\/index\.md$/, '.md');
      assert.ok(files.has(sibling), `${sibling} is built`);
      assert.equal(read(sibling), read(file), sibling);
      siblings++;
    }
    assert.ok(siblings > 10);
    assert.ok(files.has('index.md') && !files.has('.md'), 'the root has index.md only');
    const server = await serveBuild({ dir: result.outDir, host: '127.0.0.1', port: 0, baseUrl: BASE });
    try {
      const res = await rawRequest(server.origin, `${BASE}api/demo/demo/get-info.md`, { headers: {} });
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'text/markdown; charset=utf-8');
      assert.equal(res.body.toString('utf8'), read('api/demo/demo/get-info/index.md'));
    } finally {
      await server.close();
    }
  });

  test('every HTML page links llms.txt and the section on tools and assistants (MCP), which says how to add the server', () => {
    for (const file of [...files].filter((f) => f.endsWith('.html'))) {
      const html = read(file);
      assert.match(html, /<a class="footer__link" href="\/api-docs\/llms\.txt">llms\.txt<\/a>/, file);
      assert.match(html, /<a class="footer__link" href="\/api-docs\/markdown-page\/#for-tools-and-assistants">/, file);
    }
    assert.match(read('markdown-page/index.html'), /id="for-tools-and-assistants"/);
  });

  test('llms-small.txt: every RPC with its signature, REST route, permissions and one curl sample, then each message once; under the token bound', () => {
    for (const daemon of result.model.daemons) {
      const small = read(`api/${daemon.id}/llms-small.txt`);
      assert.ok(llmsTokens(small) < COMPACT_TOKEN_BOUND, daemon.id);
      for (const m of daemon.releases[0]!.subServices.flatMap((sub) => sub.methods))
        assert.ok(small.includes(`### ${m.fullName}\n`), `${daemon.id} has ${m.fullName}`);
    }
    const demo = read('api/demo/llms-small.txt');
    assert.match(demo, /^# Demo v1\.0\.0 API \(compact\)\n/);
    const getInfo = demo.slice(
      demo.indexOf('### demorpc.Demo.GetInfo\n'),
      demo.indexOf('\n### ', demo.indexOf('### demorpc.Demo.GetInfo\n') + 5),
    );
    assert.match(getInfo, /rpc GetInfo ?\(GetInfoRequest\) returns \(GetInfoResponse\)/);
    assert.match(getInfo, /REST: `GET \/v1\/getinfo`/);
    assert.match(
      getInfo,
      /```shell\ncurl -X GET --cacert DEMO_DIR\/tls\.cert/,
      'the curl sample filled with the default settings',
    );
    assert.equal(getInfo.match(/```/g)!.length, 4, 'one sample kind: the signature and the curl sample');
    assert.equal(demo.match(/^### demorpc\.GetInfoResponse$/gm)!.length, 1, 'each message once');
    assert.match(demo, /^- `identity_pubkey` `bytes`: The node's public key\.$/m);
    assert.ok(demo.length < read('api/demo/llms-full.txt').length / 2);
  });

  test("a file per sub-service with its category page and every RPC page, linked from the daemon's llms.txt", () => {
    const own = llmsLinks(read('api/demo/llms.txt'));
    const link = own.find((l) => l.url === `${BASE}api/demo/demo/llms-full.txt`);
    assert.ok(link, 'the sub-service file is listed');
    const file = read('api/demo/demo/llms-full.txt');
    assert.ok(file.startsWith('<!-- /api-docs/category/demo-service/ -->'), "the sub-service's page first");
    for (const page of ['get-info', 'open-thing'])
      assert.ok(file.includes(read(`api/demo/demo/${page}/index.md`).trimEnd()), page);
    assert.ok(own.some((l) => l.url === `${BASE}api/demo/llms-small.txt`));
    assert.ok(
      llmsLinks(read('llms.txt')).some((l) => l.url === `${BASE}api/demo/llms-small.txt`),
      'the site llms.txt lists it',
    );
  });

  test('older releases are not in llms-full.txt', () => {
    assert.doesNotMatch(read('api/demo/llms-full.txt'), /<!-- \/api-docs\/api\/demo\/v0\.9\.0\//);
  });

  test('Markdown and text files are served as UTF-8 text/markdown and text/plain', () => {
    assert.equal(contentTypeOf('x/index.md'), 'text/markdown; charset=utf-8');
    assert.equal(contentTypeOf('llms.txt'), 'text/plain; charset=utf-8');
  });
});

describe('exports of the real site', {
  skip: process.env.APIDOCS_PROTOS ? false : 'set APIDOCS_PROTOS=/work/shared/protos to build the real site',
}, () => {
  test("GetInfo's Markdown holds its REST route, permission and smallest macaroon", async () => {
    const out = await realSiteBuild();
    const md = fs.readFileSync(path.join(out, 'api/lnd/lightning/get-info/index.md'), 'utf8');
    assert.match(md, /REST: `GET \/v1\/getinfo`/);
    assert.match(md, /Requires: `info:read`/);
    assert.match(md, /Smallest default macaroon: `readonly\.macaroon`/);
    assert.match(md, /localhost:10009/);
    assert.ok(fs.statSync(path.join(out, 'api/lnd/llms-full.txt')).size > 100_000);
    assert.equal(
      fs.readFileSync(path.join(out, 'api/lnd/lightning/get-info.md'), 'utf8'),
      md,
      'the copy beside the page folder',
    );
    for (const daemon of ['lnd', 'loop', 'pool', 'faraday', 'taproot-assets', 'lit']) {
      const small = fs.readFileSync(path.join(out, `api/${daemon}/llms-small.txt`), 'utf8');
      assert.ok(
        llmsTokens(small) < COMPACT_TOKEN_BOUND,
        `${daemon}: llms-small.txt is ~${Math.round(llmsTokens(small))} tokens`,
      );
    }
    assert.match(
      fs.readFileSync(path.join(out, 'api/lnd/llms-small.txt'), 'utf8'),
      /### lnrpc\.Lightning\.GetInfo\n[^#]*Macaroon: `info:read` \(smallest default: `readonly\.macaroon`\)/,
    );
    const content = fs.readFileSync(path.join(out, 'markdown-page/index.html'), 'utf8');
    assert.match(content, /claude mcp add lightning-api -- npx apidocs mcp --dir/);
  });
});
