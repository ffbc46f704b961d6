import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parseBuildConstraint, requiredTags, satisfies } from '../../src/gofacts/build-constraint.ts';
import { parseGoFile } from '../../src/gofacts/go-file.ts';
import { goStringValue } from '../../src/gofacts/go-strings.ts';
import { selectGoFiles } from '../../src/sources/go-source-files.ts';
import { fixtureSources, tempDir } from '../helpers/fixtures.ts';

test('build constraints: !, &&, || and parentheses against a tag set', () => {
  const c = parseBuildConstraint('dev && (linux || darwin) && !windows');
  assert.equal(satisfies(c, new Set(['dev', 'linux'])), true);
  assert.equal(satisfies(c, new Set(['dev', 'linux', 'windows'])), false);
  assert.equal(satisfies(c, new Set(['linux'])), false);
  assert.deepEqual(requiredTags(c), ['dev', 'linux', 'darwin']);
  assert.throws(() => parseBuildConstraint('dev &&'), /unexpected/);
});

test('Go string literals: escapes, raw strings, UTF-8 bytes', () => {
  assert.equal(goStringValue('"a\\tb\\n\\"c\\""'), 'a\tb\n"c"');
  assert.equal(goStringValue('"\\xe2\\x9c\\x93 \\u00e9 \\101"'), '✓ é A');
  assert.equal(goStringValue('`raw \\n\r\nline`'), 'raw \\n\nline');
});

test('a file: package, imports with aliases and versions, and the //go:build line', () => {
  const file = parseGoFile({
    path: 'cmd/x/main.go',
    absPath: '/x/cmd/x/main.go',
    source:
      '// Copyright\n//go:build walletrpc && !dev\n\npackage main\n\nimport (\n\tunirpc "example.com/taprpc/universerpc"\n\t"github.com/urfave/cli/v3"\n\t"gopkg.in/macaroon-bakery.v2/bakery"\n)\n',
  });
  assert.equal(file.packageName, 'main');
  assert.equal(file.dir, 'cmd/x');
  assert.deepEqual(
    [...file.imports],
    [
      ['unirpc', 'example.com/taprpc/universerpc'],
      ['cli', 'github.com/urfave/cli/v3'],
      ['bakery', 'gopkg.in/macaroon-bakery.v2/bakery'],
    ],
  );
  assert.equal(satisfies(file.constraint, new Set(['walletrpc'])), true);
  assert.equal(satisfies(file.constraint, new Set(['walletrpc', 'dev'])), false);
});

test('a release whose Go file is missing fails with the file, the release and the fix', () => {
  const service = fixtureSources().services[0]!;
  const tree = tempDir('apidocs-go-');
  fs.mkdirSync(path.join(tree, 'cmd'), { recursive: true });
  fs.writeFileSync(path.join(tree, 'cmd/main.go'), 'package main\n');
  const version = { ...service.versions[0]!, permissionFiles: ['perms/perms.go'], cliFiles: ['cmd/*.go'] };
  assert.deepEqual(selectGoFiles(tree, service, version, 'cliFiles'), ['cmd/main.go']);
  assert.throws(
    () => selectGoFiles(tree, service, version, 'permissionFiles'),
    (error: Error) =>
      /demo v1\.0\.0: the file perms\/perms\.go is missing \(permissionFiles in content\/sources\.json\)/.test(
        error.message,
      ),
  );
  assert.throws(
    () => selectGoFiles(tree, service, { ...version, cliFiles: ['cli/*.go'] }, 'cliFiles'),
    /the pattern "cli\/\*\.go" matches no file/,
  );
});
