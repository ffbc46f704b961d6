/**
 * The real site's errors.json files (issue 29): valid against the committed schema, every
 * entry linking an RPC page that links back (entries of the Errors sections), every pattern
 * matching its template in the forms people paste, and each sample's first match its own
 * entry. Prints the counts per daemon and origin and the pattern collisions.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { registerSchema, validate } from '@hyperjump/json-schema/draft-2020-12';
import { BASIC } from '@hyperjump/json-schema/experimental';
import { ERRORS_SCHEMA_ID, type ErrorsJson } from '../../src/export/errors/errors-json.ts';
import { REAL_PROTOS_SKIP } from '../helpers/fixtures.ts';
import { patternCollisions, pastedForms } from '../helpers/error-patterns.ts';
import { realSiteBuild } from '../helpers/real-build.ts';

const DAEMONS = ['lnd', 'loop', 'pool', 'faraday', 'taproot-assets', 'lit'];

describe('errors.json of the real site', { skip: REAL_PROTOS_SKIP }, () => {
  let outDir: string;
  const catalogue = (daemon: string) =>
    JSON.parse(fs.readFileSync(path.join(outDir, 'api', daemon, 'errors.json'), 'utf8')) as ErrorsJson;
  before(async () => {
    outDir = await realSiteBuild();
  });

  test('every daemon has one, valid against the schema; lnd has at least 60 entries, every other daemon at least 10', async () => {
    registerSchema(JSON.parse(fs.readFileSync(path.join(outDir, 'errors.schema.json'), 'utf8')));
    const counts: string[] = [];
    for (const daemon of DAEMONS) {
      const json = catalogue(daemon);
      const output = await validate(ERRORS_SCHEMA_ID, json as never, BASIC);
      assert.ok(output.valid, `${daemon}: ${JSON.stringify(output.valid ? [] : output.errors?.slice(0, 3))}`);
      const byOrigin = new Map<string, number>();
      for (const e of json.entries) byOrigin.set(e.origin, (byOrigin.get(e.origin) ?? 0) + 1);
      counts.push(`${daemon}: ${json.entries.length} (${[...byOrigin].map(([o, n]) => `${o} ${n}`).join(', ')})`);
      assert.ok(json.entries.length >= (daemon === 'lnd' ? 60 : 10), `${daemon}: ${json.entries.length} entries`);
    }
    console.log(`error catalogues:\n${counts.join('\n')}`);
  });

  test('every entry links at least one RPC page, and every RPC page it lists links back to it', () => {
    const pages = new Map<string, string>();
    const pageOf = (url: string) => {
      const file = path.join(outDir, new URL(url).pathname.replace(/^\/api-docs\//, ''), 'index.html');
      if (!pages.has(file)) pages.set(file, fs.readFileSync(file, 'utf8'));
      return pages.get(file)!;
    };
    for (const daemon of DAEMONS) {
      for (const entry of catalogue(daemon).entries) {
        assert.ok(entry.rpcs.length > 0, `${daemon} ${entry.slug} lists no RPC`);
        const page = new URL(entry.url).pathname;
        for (const rpc of entry.rpcs)
          assert.ok(pageOf(rpc.url).includes(`href="${page}"`), `${rpc.fullName} links ${page}`);
      }
    }
  });

  test('every pattern matches its template in each pasted form; each sample is matched first by its own entry', () => {
    const lines: string[] = [];
    for (const daemon of DAEMONS) {
      const { entries } = catalogue(daemon);
      for (const entry of entries) {
        const regex = new RegExp(entry.pattern, 'u');
        for (const form of pastedForms(entry.template)) assert.ok(regex.test(form), `${daemon} ${entry.slug}: ${form}`);
      }
      const collisions = patternCollisions(entries);
      assert.deepEqual(collisions.wrong, [], `${daemon}: samples matched first by another entry`);
      lines.push(
        `${daemon}: ${collisions.pairs.length} pattern pairs where one matches the other's samples${collisions.pairs.length ? `\n  ${collisions.pairs.join('\n  ')}` : ''}`,
      );
    }
    console.log(`error pattern collisions (resolved by specificity order):\n${lines.join('\n')}`);
  });
});
