/** Headings inside proto comments get ids that cannot collide with the ids the page itself uses. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { extractLinks } from '../../src/render/extract-links.ts';
import { copyFixtureProtos } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';

function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} lacks ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
}

test('comment headings that reuse page ids (## demorpc.getinforesponse, # rest, ## Messages) and repeat across comments build fine, with unique ids', async () => {
  const protos = copyFixtureProtos();
  const file = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
  // The method's own comment takes the ids of the page's sections and tables.
  replaceIn(
    file,
    '      - two\n    */',
    '      - two\n\n    ## demorpc.getinforesponse\n    # rest\n    ## gRPC\n    ## Messages\n    ## demorpc.getinforesponse-alias\n    ## __main\n    ## Example\n    */',
  );
  // Field and message comments repeat a heading (and a page id) on the same page.
  replaceIn(
    file,
    "    // The node's alias.\n",
    "    // The node's alias.\n    //\n    // ## Example\n    //\n    // # enums\n",
  );
  replaceIn(
    file,
    '    // Number of blocks, a 64-bit integer.\n',
    '    // Number of blocks, a 64-bit integer.\n    //\n    // ## Example\n',
  );
  replaceIn(
    file,
    '// Chain names a blockchain.\n',
    '// Chain names a blockchain.\n//\n// ## Example\n// # code-samples\n',
  );
  const result = await buildInto({ protosDir: protos });
  const html = fs.readFileSync(path.join(result.outDir, 'api/demo/demo/get-info/index.html'), 'utf8');
  const { ids, duplicateIds } = extractLinks(html);
  assert.deepEqual(duplicateIds, []);
  for (const id of [
    'demorpc.getinforesponse',
    'messages',
    'enums',
    'code-samples',
    'demorpc.getinforesponse-alias',
    '__main',
  ]) {
    assert.ok(ids.has(id), `the page's own ${id} is still there`);
  }
  for (const id of [
    'demorpc.demo.getinfo--demorpc.getinforesponse',
    'demorpc.demo.getinfo--rest',
    'demorpc.demo.getinfo--__main',
    'demorpc.demo.getinfo--example',
    'demorpc.getinforesponse-alias--example',
    'demorpc.getinforesponse-alias--enums',
    'demorpc.getinforesponse-block_height--example',
    'demorpc.chain--example',
    'demorpc.chain--code-samples',
  ]) {
    assert.ok(ids.has(id), `comment heading id ${id}`);
  }
});
