/**
 * The Markdown views of page data (src/export/markdown): a method page's facts, fields with
 * nested messages inline, enums, samples with the default node settings and permissions in
 * each state; untrusted proto comments keep their markdown and never become raw HTML,
 * headings or javascript: links.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BuildResult } from '../../src/build/build-site.ts';
import { markdownEnv, renderComment } from '../../src/content/markdown/index.ts';
import { htmlToMarkdown } from '../../src/export/markdown/html-markdown.ts';
import { code, escapeText, fence, isSafeUrl, link } from '../../src/export/markdown/markdown-text.ts';
import { methodMarkdown, permissionsMarkdown } from '../../src/export/markdown/method-markdown.ts';
import { pageMarkdown } from '../../src/export/markdown/page-markdown.ts';
import type { PageData, PermissionsView } from '../../src/site/page-data.ts';
import { fixtureBuild } from '../helpers/fixture-build.ts';

/** A proto comment as the page renders it (renderComment), then as Markdown. */
function commentMarkdown(source: string): string {
  return htmlToMarkdown(
    renderComment(
      source,
      markdownEnv('test.proto', (href) => ({ href })),
    ).html,
  );
}

describe('Markdown text', () => {
  test('plain text never becomes syntax', () => {
    assert.equal(escapeText('a *b* [c](d) <e> `f` _g_ |h|'), 'a \\*b\\* \\[c\\](d) \\<e\\> \\`f\\` \\_g\\_ \\|h\\|');
    assert.equal(code('a `b` c'), '``a `b` c``');
    assert.equal(fence('```\nx\n```', 'js'), '````js\n```\nx\n```\n````');
  });

  test('only safe URLs become links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:x',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      assert.equal(isSafeUrl(url), false, url);
      assert.equal(link('x', url), 'x', url);
    }
    for (const url of ['https://example.com/a', '/api-docs/x/', '#y', 'mailto:a@b.c', 'x/index.md'])
      assert.equal(isSafeUrl(url), true, url);
    assert.equal(link('a', 'https://x.test/a b(c)'), '[a](https://x.test/a%20b%28c%29)');
  });
});

describe('hostile proto comments in Markdown', () => {
  test('raw HTML stays text', () => {
    // What markdown-it (raw HTML off) makes of a comment with tags: escaped text.
    const md = htmlToMarkdown(
      '<p>Returns &lt;script&gt;alert(1)&lt;/script&gt; and &lt;img src=x onerror=alert(1)&gt; when a &lt; b &gt; c.</p>',
    );
    assert.doesNotMatch(md, /(?<!\\)<(?:script|img)/);
    assert.match(md, /\\<script\\>alert\(1\)\\<\/script\\>/);
    assert.match(md, /a \\< b \\> c/);
  });

  test('a javascript: link keeps its text only', () => {
    const md = htmlToMarkdown('<p><a href="javascript:alert(1)">here</a> <a href=" JaVa&#x09;script:x">there</a></p>');
    assert.match(md, /here/);
    assert.doesNotMatch(md, /\]\(javascript:/i);
    assert.doesNotMatch(md, /\]\([^)]*script:/i);
  });

  test('a heading in a comment is moved under the page headings, and text that looked like one stays text', () => {
    assert.equal(htmlToMarkdown('<h1>Top</h1><p># not a heading</p>', 2), '### Top\n\n\\# not a heading');
    assert.equal(htmlToMarkdown('<p>- not a list\n1. nor this</p>'), '\\- not a list 1. nor this');
  });

  test('the comment keeps its markdown: emphasis, code, lists, links and code blocks', () => {
    const md = commentMarkdown(
      'Some *emphasis*, `code` and [a link](https://example.com).\n\n- one\n- two\n\n```\nlncli getinfo\n```',
    );
    assert.match(md, /\*emphasis\*/);
    assert.match(md, /`code`/);
    assert.match(md, /\[a link\]\(https:\/\/example\.com\)/);
    assert.match(md, /^- one\n- two$/m);
    assert.match(md, /```\nlncli getinfo\n```/);
  });
});

describe('method pages as Markdown (fixture site)', () => {
  let pages: Map<string, PageData>;
  const method = (path: string) => {
    const page = pages.get(path);
    assert.ok(page?.kind === 'method', path);
    return page;
  };

  before(async () => {
    const result: BuildResult = await fixtureBuild();
    pages = new Map(result.state.pages.map(({ page }) => [page.path, page]));
  });

  test('the facts: full name, streaming kind, request and response, REST route, signature', () => {
    const page = method('/api-docs/api/demo/demo/get-info/');
    const md = methodMarkdown(page);
    assert.match(md, /^# GetInfo\n/);
    assert.ok(md.includes(`Full name: \`${page.fullName}\``));
    assert.match(md, /Streaming: unary/);
    assert.ok(md.includes(`REST: \`${page.rest[0]!.method} ${page.rest[0]!.path}\``), md);
    assert.ok(md.includes(`\`\`\`protobuf\n${page.signature}\n\`\`\``));
    const streaming = methodMarkdown(method('/api-docs/api/demo/demo/open-thing/'));
    assert.match(streaming, /Streaming: server streaming/);
    assert.match(streaming, /Response: `[\w.]+` \(stream\)/);
    assert.match(methodMarkdown(method('/api-docs/api/demo/demo/chat/')), /Streaming: bidirectional/);
  });

  test('every field is listed, with a nested message inline under the field that holds it', () => {
    const page = method('/api-docs/api/demo/demo/get-info/');
    const md = methodMarkdown(page);
    for (const message of [page.request, page.response, ...page.nested])
      for (const field of message.fields) assert.ok(md.includes(`\`${field.name}\``), field.name);
    const nested = page.nested[0]!;
    const holder = [page.request, page.response]
      .flatMap((m) => m.fields)
      .find((f) => f.expands && f.grpcType.name === nested.fullName);
    assert.ok(holder, 'a field opens the nested message');
    // Inline: the nested message's fields are indented under the holding field's item, not a section of their own.
    assert.ok(!md.includes(`### ${nested.fullName}`), 'no separate section');
    assert.match(
      md,
      new RegExp(
        `\\n- \`${holder.name}\`[^\\n]*(?:\\n  [^\\n]*|\\n)*\\n  \`${nested.fullName.replace(/\./g, '\\.')}\` \\(`,
      ),
    );
  });

  test("the errors the RPC's handler returns, as code with their source line", () => {
    const page = method('/api-docs/api/demo/demo/get-info/');
    const md = methodMarkdown({
      ...page,
      errors: [
        {
          message: 'wallet locked, unlock it to enable full RPC access',
          code: { name: 'Unknown', number: 2 },
          condition: 'when `dest` is set',
          via: ['parseDest'],
          source: { label: 'rpcserver.go:12', href: 'https://example.com/rpcserver.go#L12' },
          anchor: 'errors-1',
        },
      ],
    });
    assert.match(
      md,
      /## Errors\n[\s\S]*- `wallet locked, unlock it to enable full RPC access` Unknown \(2\), when `dest` is set, via `parseDest\(\)` \(\[rpcserver\.go:12\]\(https:\/\/example\.com\/rpcserver\.go#L12\)\)/,
    );
  });

  test('an RPC without errors says why', () => {
    const page = method('/api-docs/api/demo/demo/get-info/');
    const md = methodMarkdown({ ...page, errors: [], errorsNote: 'The handler forwards the call to `lnd`.' });
    assert.match(md, /## Errors\n\nThe handler forwards the call to/);
  });

  test('enums with their values and numbers', () => {
    const page = method('/api-docs/api/demo/demo/get-info/');
    const md = methodMarkdown(page);
    assert.match(md, /## Enums/);
    for (const e of page.enums) {
      assert.ok(md.includes(`### ${e.fullName}`));
      for (const v of e.values) assert.ok(md.includes(`- \`${v.name}\` = ${v.number}`), v.name);
    }
  });

  test('samples are fenced code filled with the default node settings, no slot markers left', () => {
    const page = method('/api-docs/api/demo/demo/get-info/');
    const md = methodMarkdown(page);
    const { grpc, rest } = page.samples.node.daemon.ports;
    assert.match(md, /## Code samples/);
    assert.ok(md.includes(`localhost:${grpc}`) && md.includes(`localhost:${rest}`));
    assert.match(md, /```javascript\n/);
    assert.match(md, /```python\n/);
    assert.match(md, /```shell\n(?:curl|[\s\S]*curl)/);
    assert.doesNotMatch(md, /[\u0001\u0002\ue000-\ue0ff]|<span|&quot;|&#39;/);
  });

  test('search and 404 have no Markdown; a folder copy has none of its own', () => {
    for (const page of pages.values()) {
      if (page.kind === 'search' || page.kind === 'not-found') assert.equal(pageMarkdown(page), null, page.path);
    }
    const copy = pages.get('/api-docs/api/');
    assert.ok(copy, 'the /api/ folder copy');
    assert.equal(pageMarkdown(copy), null);
    assert.ok(pageMarkdown(pages.get('/api-docs/category/api-reference/')!)?.startsWith('# '));
  });

  test('every other page kind has Markdown starting with its H1', () => {
    for (const page of pages.values()) {
      const md = pageMarkdown(page);
      if (md === null) continue;
      assert.match(md, /^# \S/, page.path);
      const prose = md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
      assert.doesNotMatch(prose, /(?<!\\)<(?!!--)[a-z]/i, `${page.path} holds no raw HTML`);
    }
  });
});

describe('permissions as Markdown', () => {
  const base: PermissionsView = {
    status: 'required',
    daemon: 'lnd',
    ops: ['info:read'],
    uriPermission: 'uri:/lnrpc.Lightning/GetInfo',
    macaroons: ['readonly.macaroon', 'admin.macaroon'],
    smallestMacaroon: 'readonly.macaroon',
    bakeCommand: 'lncli bakemacaroon info:read',
    bakeUriCommand: 'lncli bakemacaroon uri:/lnrpc.Lightning/GetInfo',
    buildTags: [],
    publicWhen: [],
    whitelist: null,
    source: { label: 'rpcserver.go:1', href: 'https://example.com/rpcserver.go#L1' },
    index: { label: 'LND permissions', href: '/api-docs/api/lnd/permissions/' },
  };

  test('required: the permissions, the smallest macaroon and the bake commands', () => {
    const md = permissionsMarkdown(base);
    assert.match(md, /Requires: `info:read`/);
    assert.match(md, /Smallest default macaroon: `readonly\.macaroon`/);
    assert.match(md, /Single-RPC permission: `uri:\/lnrpc\.Lightning\/GetInfo`/);
    assert.match(md, /`lncli bakemacaroon info:read`/);
  });

  test('none, not served, no entry, build tags and public when configured', () => {
    assert.match(permissionsMarkdown({ ...base, status: 'none', ops: [] }), /No macaroon needed/);
    assert.match(
      permissionsMarkdown({
        ...base,
        status: 'none',
        ops: [],
        whitelist: { label: 'macaroonWhitelist', href: 'https://example.com/w.go#L3' },
      }),
      /on lnd's macaroon whitelist, \[macaroonWhitelist\]\(https:\/\/example\.com\/w\.go#L3\)/,
    );
    const any = permissionsMarkdown({ ...base, status: 'any', ops: [] });
    assert.match(any, /a macaroon of `lnd`, any one/);
    assert.match(any, /Smallest default macaroon: `readonly\.macaroon`/);
    assert.match(permissionsMarkdown({ ...base, status: 'not-served' }), /Not served by `lnd`/);
    assert.match(permissionsMarkdown({ ...base, status: 'no-entry' }), /No permission entry/);
    assert.match(permissionsMarkdown({ ...base, buildTags: ['dev'] }), /builds with the tag `dev`/);
    assert.match(
      permissionsMarkdown({ ...base, publicWhen: ['--universe.public-access'] }),
      /No macaroon needed when `lnd` runs with `--universe\.public-access`/,
    );
  });
});
