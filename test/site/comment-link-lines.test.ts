/** A broken link in a proto comment is reported at the comment line that holds it, not at the declaration. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { copyFixtureProtos } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';

function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} lacks ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
}

/** 1-based line of the line holding `needle`. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

test('broken links in block, line, field, message and enum value comments name their own lines', async () => {
  const protos = copyFixtureProtos();
  const file = path.join(protos, 'demo/v1.0.0/demorpc/demo.proto');
  // A block comment with a CLI line first: the link is on its fifth line.
  replaceIn(
    file,
    '    It renders `code`, *emphasis* and a list:\n',
    '    It renders `code`, *emphasis* and a list:\n    See [the method guide](/no-such-method/).\n',
  );
  // A line comment of a method.
  replaceIn(
    file,
    '    // Upload sends many chunks and gets one answer.\n',
    '    // Upload sends many chunks and gets one answer.\n    //\n    // See [uploads](/no-such-upload/).\n',
  );
  // A field's comment, its second line.
  replaceIn(
    file,
    '    // Number of blocks, a 64-bit integer.\n',
    '    // Number of blocks, a 64-bit integer.\n    // See [heights](/no-such-height/).\n',
  );
  // A message's comment and an enum value's.
  replaceIn(file, '// A feature bit.\n', '// A feature bit.\n// See [features](/no-such-feature/).\n');
  replaceIn(file, '    // Litecoin, gone.\n', '    // Litecoin, gone: [coin](/no-such-coin/).\n');
  const text = fs.readFileSync(file, 'utf8');
  const result = await buildInto({ protosDir: protos });
  const warnings = result.warnings.join('\n');
  for (const target of [
    '/no-such-method/',
    '/no-such-upload/',
    '/no-such-height/',
    '/no-such-feature/',
    '/no-such-coin/',
  ]) {
    const expected = `demorpc/demo.proto:${lineOf(text, target)}: broken markdown link "${target}"`;
    assert.ok(warnings.includes(expected), `expected "${expected}" in:\n${warnings}`);
  }
});
