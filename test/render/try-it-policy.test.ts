/**
 * What "Try it" changed in the pages' policy and first load: connect-src admits the reader's
 * node (any https/wss origin, plain http/ws on localhost) and nothing else was loosened; the
 * panel's code is a chunk of its own that a method page neither preloads nor imports statically.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { contentSecurityPolicy } from '../../src/render/content-security-policy.ts';
import { fixtureBuildDir } from '../helpers/fixture-build.ts';

describe('Try it: policy and first load', () => {
  test('connect-src admits https/wss nodes and loopback http/ws; the other directives stay strict', () => {
    const directives = new Map(
      contentSecurityPolicy("'sha256-x'", { forHeader: true })
        .split('; ')
        .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]),
    );
    assert.equal(
      directives.get('connect-src'),
      "'self' https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*",
    );
    assert.equal(directives.get('script-src'), "'self' 'sha256-x'");
    assert.equal(directives.get('default-src'), "'self'");
    assert.equal(directives.get('object-src'), "'none'");
    assert.equal(directives.get('form-action'), "'self'");
    assert.equal(directives.get('frame-ancestors'), "'none'");
  });

  test("the panel is a chunk of its own, not in a method page's preloads or its view's static imports", async () => {
    const outDir = await fixtureBuildDir();
    const assets = path.join(outDir, 'assets');
    const scripts = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    const panel = scripts.filter((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes('Forget the macaroon'));
    assert.equal(panel.length, 1, 'one chunk holds the panel');
    const html = fs.readFileSync(path.join(outDir, 'api/demo/demo/get-info/index.html'), 'utf8');
    assert.match(html, /<details class="try-it" id="try-it">/);
    const preloaded = [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/api-docs\/assets\/([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    assert.ok(preloaded.length > 0);
    assert.ok(!preloaded.includes(panel[0]!), 'the panel chunk is not preloaded');
    let imports = 0;
    let loadsPanel = 0;
    for (const file of preloaded) {
      const code = fs.readFileSync(path.join(assets, file), 'utf8');
      const staticImports = [...code.matchAll(/(?:^|[;\n])import\s*[^("'`]*?from\s*["']\.\/([^"']+)["']/g)].map(
        (m) => m[1],
      );
      assert.ok(!staticImports.includes(panel[0]!), `${file} imports the panel statically`);
      imports += staticImports.length;
      if (code.includes(`import("./${panel[0]}")`)) loadsPanel++;
    }
    assert.ok(imports > 0, 'the static imports were found (the check reads them)');
    assert.equal(loadsPanel, 1, 'the method view loads the panel on demand');
  });
});
