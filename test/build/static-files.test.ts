/** content/static: files are copied as files (never links), and may not replace generated output. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { createDevBuilder } from '../../src/build/dev-builder.ts';
import { loadSources } from '../../src/sources/sources-config.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';

function copyContent(): string {
  const dir = path.join(tempDir('apidocs-content-'), 'content');
  fs.cpSync(FIXTURE_SITE, dir, { recursive: true });
  return dir;
}

describe('symbolic links in content/static', () => {
  test('a link to a file outside static/ is refused, naming the link; nothing is published', async () => {
    const content = copyContent();
    const secret = path.join(tempDir('apidocs-secret-'), 'passwd');
    fs.writeFileSync(secret, 'root:x:0:0\n');
    fs.symlinkSync(secret, path.join(content, 'static/passwd'));
    const out = path.join(tempDir('apidocs-out-'), 'build');
    await assert.rejects(buildInto({ contentDir: content, outDir: out }), (error: Error) => {
      assert.match(error.message, /static\/passwd: is a symbolic link to .*passwd, outside content\/static/);
      return true;
    });
    assert.ok(!fs.existsSync(out));
  });

  test('a link inside static/ is copied as a plain file with the content it points at', async () => {
    const content = copyContent();
    fs.symlinkSync('img/logo.svg', path.join(content, 'static/logo-alias.svg'));
    fs.symlinkSync('img', path.join(content, 'static/images'));
    const result = await buildInto({ contentDir: content });
    for (const file of ['logo-alias.svg', 'images/logo.svg', 'img/logo.svg']) {
      const copied = path.join(result.outDir, file);
      assert.ok(!fs.lstatSync(copied).isSymbolicLink(), `${file} is a file, not a link`);
      assert.ok(fs.readFileSync(copied).equals(fs.readFileSync(path.join(content, 'static/img/logo.svg'))), file);
    }
    assert.ok(!fs.lstatSync(path.join(result.outDir, 'images')).isSymbolicLink());
  });

  test('a dangling link and a link loop are errors naming the link', async () => {
    const dangling = copyContent();
    fs.symlinkSync('nowhere.svg', path.join(dangling, 'static/gone.svg'));
    await assert.rejects(
      buildInto({ contentDir: dangling }),
      /static\/gone\.svg: is a symbolic link to a missing file \(nowhere\.svg\)/,
    );
    const loop = copyContent();
    fs.symlinkSync('..', path.join(loop, 'static/img/up'));
    await assert.rejects(
      buildInto({ contentDir: loop }),
      /static\/img\/up: is a symbolic link to a folder that contains it/,
    );
  });
});

describe('static files that collide with generated output', () => {
  test('static/index.html, 404.html, a .br copy of a page and a file in place of a route folder are errors; new files beside pages are fine', async () => {
    const cases: [string, RegExp][] = [
      ['index.html', /static\/index\.html would replace the generated index\.html/],
      ['404.html', /static\/404\.html would replace the generated 404\.html/],
      ['index.html.br', /static\/index\.html\.br would replace the generated index\.html/],
      ['api/demo', /static\/api\/demo would replace the generated api\/demo/],
      ['.apidocs-build', /static\/\.apidocs-build would replace the generated \.apidocs-build/],
    ];
    for (const [file, message] of cases) {
      const content = copyContent();
      fs.mkdirSync(path.dirname(path.join(content, 'static', file)), { recursive: true });
      fs.writeFileSync(path.join(content, 'static', file), '<!doctype html><title>mine</title>');
      const out = path.join(tempDir('apidocs-out-'), 'build');
      await assert.rejects(
        buildInto({ contentDir: content, outDir: out }),
        (error: Error) => {
          assert.match(error.message, /collides with generated output/);
          assert.match(error.message, message);
          return true;
        },
        file,
      );
      assert.ok(!fs.existsSync(out), 'nothing is written');
    }
    const content = copyContent();
    fs.mkdirSync(path.join(content, 'static/api/demo'), { recursive: true });
    fs.writeFileSync(path.join(content, 'static/api/demo/diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const result = await buildInto({ contentDir: content });
    assert.ok(fs.existsSync(path.join(result.outDir, 'api/demo/diagram.svg')));
    assert.ok(fs.existsSync(path.join(result.outDir, 'api/demo/index.html')));
  });

  test('watch mode refuses a static file added in place of a generated page and keeps serving the old one', async () => {
    const content = copyContent();
    const out = path.join(tempDir('apidocs-dev-'), 'build');
    const builder = createDevBuilder({
      contentDir: content,
      outDir: out,
      sources: loadSources(path.join(content, 'sources.json')),
      trees: offlineTrees(FIXTURE_PROTOS),
      write: () => {},
    });
    await builder.initial();
    const home = fs.readFileSync(path.join(out, 'index.html'));
    fs.writeFileSync(path.join(content, 'static/index.html'), 'mine');
    await assert.rejects(
      builder.update([path.join(content, 'static/index.html')]),
      /static\/index\.html would replace the generated index\.html/,
    );
    assert.ok(fs.readFileSync(path.join(out, 'index.html')).equals(home));
    fs.rmSync(path.join(content, 'static/index.html'));
    fs.writeFileSync(path.join(content, 'static/img/new.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await builder.update([path.join(content, 'static/img/new.svg')]);
    assert.ok(fs.existsSync(path.join(out, 'img/new.svg')));
    fs.rmSync(path.join(content, 'static/img/new.svg'));
    await builder.update([path.join(content, 'static/img/new.svg')]);
    assert.ok(!fs.existsSync(path.join(out, 'img/new.svg')), 'a deleted static file is removed');
    fs.writeFileSync(
      path.join(content, 'static/img/logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><title>new</title></svg>',
    );
    await builder.update([path.join(content, 'static/img/logo.svg')]);
    assert.match(
      fs.readFileSync(path.join(out, 'img/logo.svg'), 'utf8'),
      /<title>new<\/title>/,
      'a changed static file replaces its earlier copy',
    );
  });
});
