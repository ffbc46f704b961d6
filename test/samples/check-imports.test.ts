/**
 * The stand-ins and checks of the samples tests must not judge a sample with the function
 * that wrote it: a misreading would then agree with itself. Every module of test/samples/
 * (stubs, stand-in rules, the runner and its checks; not the *.test.ts files, which test the
 * generator or break samples on purpose) is scanned for imports from the generator
 * (src/site/code-samples/) and the Go readers the model's facts come from (src/gofacts/). A
 * type-only import generates nothing and is allowed; any other import must be listed below,
 * with why it is allowed.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../helpers/fixtures.ts';

const SAMPLES_DIR = path.join(ROOT, 'test/samples');
const GUARDED = ['src/site/code-samples/', 'src/gofacts/'];

interface Allowed {
  file: string;
  module: string;
  names: string[];
  why: string;
}

/** The imports from the guarded folders a module of test/samples/ may make, and why. */
const ALLOWED: Allowed[] = [
  {
    file: 'run-samples.ts',
    module: 'src/site/code-samples/index.ts',
    names: ['codeSamples'],
    why: 'the samples under test: the runner runs what the generator wrote and judges it by what the stand-ins receive',
  },
  {
    file: 'run-samples.ts',
    module: 'src/site/code-samples/rpc-macaroon.ts',
    names: ['rpcMacaroon'],
    why: 'the macaroon file the sample says it reads, so the run can check the call carried it; whether the daemon accepts it is the stand-in’s own reading (stand-in-daemon.ts)',
  },
  {
    file: 'run-samples.ts',
    module: 'src/site/code-samples/method-plan.ts',
    names: ['methodPlan'],
    why: 'the request the sample was written from, compared with what the stub received (the rules the daemons enforce are checked apart, test/samples/stub-rules.ts)',
  },
  {
    file: 'run-samples.ts',
    module: 'src/site/code-samples/flag-flow.ts',
    names: ['flagFlow', 'flagInput'],
    why: 'the request a flag flow’s samples (keysend) were written from, without the values the flow computes: those are checked from the model’s flow data and by the stand-in’s own hash check (flow-expectation.ts, stub-flows.ts)',
  },
  {
    file: 'run-samples.ts',
    module: 'src/site/code-samples/rest-plan.ts',
    names: ['restPlan'],
    why: 'the fields a REST sample says it cannot send (no query form), left out of the expected request',
  },
];

/** Every non-test TypeScript module under a folder, relative to it. */
function modules(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return modules(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

interface ImportStatement {
  typeOnly: boolean;
  names: string[];
  /** Repository-relative path of the imported module. */
  module: string;
}

/** The static and dynamic imports (and re-exports) of a module's text. */
export function importsOf(text: string, file: string): ImportStatement[] {
  const out: ImportStatement[] = [];
  const resolve = (specifier: string) =>
    specifier.startsWith('.') ? path.relative(ROOT, path.resolve(path.dirname(file), specifier)) : specifier;
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*'([^']+)'/gms)) {
    const clause = m[3]!;
    const names = [...(/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',')].map((n) => n.trim()).filter((n) => n !== '');
    const typeOnly = m[2] !== undefined || (names.length > 0 && names.every((n) => n.startsWith('type ')));
    const valueNames = names.filter((n) => !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]!);
    const namespace = /\*\s+as\s+\w+|^\w+/.exec(clause.replace(/^type\s+/, ''))?.[0];
    out.push({
      typeOnly,
      names: namespace && !clause.startsWith('{') ? [namespace, ...valueNames] : valueNames,
      module: resolve(m[4]!),
    });
  }
  for (const m of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g))
    out.push({ typeOnly: false, names: ['(dynamic import)'], module: resolve(m[1]!) });
  return out;
}

test('no stand-in or check of test/samples/ imports the generator or the Go readers, except as listed', () => {
  const problems: string[] = [];
  const used = new Set<Allowed>();
  for (const file of modules(SAMPLES_DIR)) {
    const full = path.join(SAMPLES_DIR, file);
    for (const statement of importsOf(fs.readFileSync(full, 'utf8'), full)) {
      if (statement.typeOnly || !GUARDED.some((g) => statement.module.startsWith(g))) continue;
      const allowed = ALLOWED.find((a) => a.file === file && a.module === statement.module);
      const extra = statement.names.filter((n) => !allowed?.names.includes(n));
      if (allowed) used.add(allowed);
      if (!allowed || extra.length > 0)
        problems.push(`test/samples/${file} imports ${extra.join(', ')} from ${statement.module}`);
    }
  }
  // An allowance nothing uses any more would let a later import in unnoticed.
  for (const entry of ALLOWED.filter((a) => !used.has(a)))
    problems.push(`no longer imported (remove it from ALLOWED): ${entry.file} <- ${entry.module}`);
  assert.deepEqual(problems, []);
});

test('the scan sees value imports, type-only imports and dynamic imports', () => {
  const file = path.join(SAMPLES_DIR, 'example.ts');
  const found = importsOf(
    [
      "import { codeSamples, type CodeSample } from '../../src/site/code-samples/index.ts';",
      "import type { PlannedValue } from '../../src/site/code-samples/request-plan.ts';",
      "import {\n  planLeaves as leaves,\n} from '../../src/site/code-samples/cli-args.ts';",
      "export { opText } from '../../src/gofacts/permissions/method-permissions.ts';",
      "const x = await import('../../src/gofacts/cli/cli-flags.ts');",
    ].join('\n'),
    file,
  );
  assert.deepEqual(found, [
    { typeOnly: false, names: ['codeSamples'], module: 'src/site/code-samples/index.ts' },
    { typeOnly: true, names: ['PlannedValue'], module: 'src/site/code-samples/request-plan.ts' },
    { typeOnly: false, names: ['planLeaves'], module: 'src/site/code-samples/cli-args.ts' },
    { typeOnly: false, names: ['opText'], module: 'src/gofacts/permissions/method-permissions.ts' },
    { typeOnly: false, names: ['(dynamic import)'], module: 'src/gofacts/cli/cli-flags.ts' },
  ]);
});
