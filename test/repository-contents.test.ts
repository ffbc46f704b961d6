/**
 * Upstream protos, REST rules and Go files are data the build reads from ../shared/protos
 * or a download, never part of this repository: no file of those kinds is tracked (the
 * self-written fixture trees are txtar archives, test/fixtures/*.txtar, written out when
 * tests run), and no tracked file repeats upstream text.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import fg from 'fast-glob';
import { REAL_PROTOS, REAL_PROTOS_SKIP, ROOT } from './helpers/fixtures.ts';

const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
const NOT_A_CHECKOUT = tracked.status !== 0 ? 'not a git checkout: nothing to check' : false;
const trackedFiles = () => tracked.stdout.split('\0').filter(Boolean);

/** A line as compared: without indentation, comment markers and surrounding quotes. */
function normalized(line: string): string {
  return line
    .replace(/^\s*(?:\/\/+|#|\*)?\s*/, '')
    .trim()
    .replace(/^['"`]|['"`,;]+$/g, '');
}

/** Lines long enough to be someone's prose or code rather than syntax every file has (imports name packages, they are not text). */
function substantive(line: string): boolean {
  if (/^import\b/.test(line) || /^[\w.-]+(\/[\w.-]+)+$/.test(line)) return false;
  return line.length >= 40 || (line.length >= 28 && /[a-z]{3,} [a-z]{3,} [a-z]{2,}/i.test(line));
}

/**
 * Declarations a fixture mirrors on purpose, because the parsers look for that shape (a
 * permission map, urfave/cli's action wrapper, an RPC with the usual request/response names).
 */
const MIRRORED_DECLARATIONS = new Set<string>(
  [
    'func actionDecorator(f func(*cli.Context) error) func(*cli.Context) error {',
    'RequiredPermissions = map[string][]bakery.Op{',
    'var RequiredPermissions = map[string][]bakery.Op{',
    'rpc GetInfo (GetInfoRequest) returns (GetInfoResponse);',
    'rpc Status (StatusRequest) returns (StatusResponse);',
  ].map(normalized),
);

/** A REST rules file (grpc-gateway's google.api.Service YAML), by content. */
function isRestRules(file: string): boolean {
  return (
    /\.ya?ml$/.test(file) && /^type:\s*google\.api\.Service\b/m.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))
  );
}

test('no proto, REST rule, OpenAPI or Go file is tracked', { skip: NOT_A_CHECKOUT }, () => {
  const kinds = trackedFiles().filter(
    (file) => /\.(proto|go)$/.test(file) || /\.swagger\.json$/.test(file) || isRestRules(file),
  );
  assert.deepEqual(kinds, []);
});

test('no tracked file repeats a line of the upstream protos, REST rules or Go files', {
  skip: NOT_A_CHECKOUT || REAL_PROTOS_SKIP,
}, () => {
  const upstream = new Set<string>();
  for (const file of fg.sync('*/*/**/*.{proto,yaml,go,json}', { cwd: REAL_PROTOS!, absolute: true })) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const text = normalized(line);
      if (substantive(text)) upstream.add(text);
    }
  }
  assert.ok(upstream.size > 10_000, 'the upstream trees were read');
  const repeated: string[] = [];
  for (const file of trackedFiles()) {
    const full = path.join(ROOT, file);
    if (!fs.statSync(full).isFile() || fs.statSync(full).size > 2_000_000) continue;
    fs.readFileSync(full, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const text = normalized(line);
        if (substantive(text) && upstream.has(text) && !MIRRORED_DECLARATIONS.has(text))
          repeated.push(`${file}:${i + 1}: ${text}`);
      });
  }
  assert.deepEqual(repeated, []);
});
