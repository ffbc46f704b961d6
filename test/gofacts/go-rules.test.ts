/**
 * The rule lists of the Go readers: every rule reads its own Go example (go-rules.ts says how an
 * example is written), names are unique, and the core tries rules in order.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { actionScope } from '../../src/gofacts/cli/action-scope.ts';
import { actionGuards } from '../../src/gofacts/cli/action-guards.ts';
import { cliReader } from '../../src/gofacts/cli/cli-inputs.ts';
import { CONDITION_RULES } from '../../src/gofacts/cli/input-conditions.ts';
import { CALL_RULES, FORM_RULES } from '../../src/gofacts/cli/sources-calls.ts';
import { ASSIGNMENT_RULES } from '../../src/gofacts/cli/sources-locals.ts';
import { CLI_CONSTANT_RULES } from '../../src/gofacts/cli/urfave-reads.ts';
import { SOURCE_RULES } from '../../src/gofacts/cli/value-sources.ts';
import { parseCondExpr } from '../../src/gofacts/go-cond.ts';
import type { GoExpr } from '../../src/gofacts/go-expr.ts';
import { parseGoFile } from '../../src/gofacts/go-file.ts';
import { GoProgram } from '../../src/gofacts/go-program.ts';
import { type GoRule, firstAnswer, tracingRules } from '../../src/gofacts/go-rules.ts';
import { fixtureClients } from '../helpers/go-fixtures.ts';

const IMPORTS = `import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"time"

	"example.com/lnd/lncfg"
	"example.com/lnd/lnrpc"
	"example.com/tap/taprpc"
	"github.com/lightninglabs/lightning-terminal/session"
	"github.com/lightninglabs/taproot-assets/universe"
	"github.com/lightningnetwork/lnd/lnwallet/chainfee"
	"github.com/urfave/cli"
)`;

/** An example split into package-level declarations and the statements of the action, the last one the read. */
function exampleParts(example: string): { decls: string[]; body: string[] } {
  const decls: string[] = [];
  const body: string[] = [];
  const lines = example.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^(?:func|const|type) |^var \w+ = /.test(lines[i]!)) {
      body.push(lines[i]!);
      continue;
    }
    const start = i;
    if (lines[i]!.endsWith('{')) while (lines[i] !== '}' && i < lines.length - 1) i++;
    decls.push(lines.slice(start, i + 1).join('\n'));
  }
  return { decls, body };
}

/** What the last line reads: an `if`'s or a `case`'s condition, or an assignment's value. */
function readOf(line: string): { kind: 'condition' | 'value'; text: string } {
  const t = line.trim();
  const cond = /^if (.*) \{$/.exec(t) ?? /^case (.*):$/.exec(t);
  if (cond) return { kind: 'condition', text: cond[1]! };
  const value = /^[\w.[\], ]+ :?= (.*)$/.exec(t);
  assert.ok(value, `the last line of an example reads a value or a condition: ${t}`);
  return { kind: 'value', text: value[1]! };
}

/** Reads an example as the action of a CLI command: its guards, then its last line; the rules that answered. */
function readExample(example: string): { rules: string[]; result: unknown; kind: 'condition' | 'value' } {
  const { decls, body } = exampleParts(example);
  const open =
    [...body.join('\n')].filter((c) => c === '{').length - [...body.join('\n')].filter((c) => c === '}').length;
  const head = `package main\n\n${IMPORTS}\n\n${decls.join('\n\n')}\n\nfunc action(ctx *cli.Context) error {\n`;
  const source = `${head}${body.join('\n')}\n${'}\n'.repeat(open)}\treturn nil\n}\n`;
  const at = head.length + body.slice(0, -1).join('\n').length + (body.length > 1 ? 1 : 0);
  const file = parseGoFile({ path: 'action.go', absPath: '/x/action.go', source });
  const lncfg = parseGoFile({
    path: 'lncfg/lncfg.go',
    absPath: '/x/lncfg/lncfg.go',
    source: 'package lncfg\n\nconst DestFlag = "dest"\n',
  });
  const program = new GoProgram([file, lncfg], new Set());
  const decl = program.activeDecl(program.packageOf(file), 'action')!;
  const action = { file, node: decl.node.getChild('DefName')!, kind: 'ident', name: 'action' } as GoExpr;
  const scope = actionScope(program, action);
  assert.ok(scope, 'the example is a readable action');
  const flagWords = {
    words: new Map([['proof_type', ['issuance', 'transfer']]]),
    withoutDefault: new Set(['proof_type']),
  };
  const reader = cliReader(
    program,
    { requestOf: () => undefined, messages: {} },
    [],
    fixtureClients(program, []),
    flagWords,
  );
  const read = readOf(body.at(-1)!);
  const traced = tracingRules(() => {
    actionGuards(reader, scope, { kind: 'and', terms: [] });
    const expr = parseCondExpr(read.text);
    return read.kind === 'condition' ? reader.condition(expr, scope, at) : reader.sources(expr, scope, at);
  });
  return { ...traced, kind: read.kind };
}

const LISTS: [string, readonly GoRule<never, unknown>[]][] = [
  ['value sources', SOURCE_RULES],
  ['assignments', ASSIGNMENT_RULES],
  ['calls', CALL_RULES],
  ['call forms', FORM_RULES],
  ['conditions', CONDITION_RULES],
  ['constant strings', CLI_CONSTANT_RULES],
];

for (const [list, rules] of LISTS) {
  for (const rule of rules) {
    test(`${list}: "${rule.name}" reads its example`, () => {
      const { rules: answered, result, kind } = readExample(rule.example);
      assert.ok(answered.includes(rule.name), `${rule.name} answered; the rules that did: ${answered.join(', ')}`);
      // What it read is something: an input (the negated flag answers "none" on purpose), or a condition read.
      if (kind === 'value' && rule.name !== 'negated flag')
        assert.ok((result as unknown[]).length > 0, JSON.stringify(result));
      if (kind === 'condition') assert.notEqual((result as { kind: string }).kind, 'unknown', JSON.stringify(result));
    });
  }
}

test('rule names are unique across the lists (a trace names one rule)', () => {
  const names = LISTS.flatMap(([, rules]) => rules.map((r) => r.name));
  assert.deepEqual(
    names.filter((n, i) => names.indexOf(n) !== i),
    [],
  );
});

test('the core answers with the first rule that recognizes the input, and traces it', () => {
  const rules: GoRule<number, string>[] = [
    { name: 'even', example: '', apply: (n) => (n % 2 === 0 ? 'even' : null) },
    { name: 'small', example: '', apply: (n) => (n < 10 ? 'small' : null) },
  ];
  assert.deepEqual(
    tracingRules(() => [firstAnswer(rules, 4), firstAnswer(rules, 3), firstAnswer(rules, 11)]),
    { result: ['even', 'small', null], rules: ['even', 'small'] },
  );
});
