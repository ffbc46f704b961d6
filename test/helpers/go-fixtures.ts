/** Parses a folder of fixture Go files into a GoProgram for tests, and reads CLI actions of Go sources. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { SyntaxNode } from '@lezer/common';
import path from 'node:path';
import { type GoFile, parseGoFile } from '../../src/gofacts/go-file.ts';
import { GoProgram } from '../../src/gofacts/go-program.ts';
import type { GoExpr } from '../../src/gofacts/go-expr.ts';
import { readCliInputs } from '../../src/gofacts/cli/cli-inputs.ts';
import type { FlagWords } from '../../src/gofacts/cli/input-types.ts';
import { RpcCallTracer } from '../../src/gofacts/cli/cli-rpc-calls.ts';
import type { EnumModel, FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import type { CliInputsModel } from '../../src/proto/cli-model-types.ts';
import { fixtureTree } from './fixture-trees.ts';

/** The Go fixtures (written out from test/fixtures/go.txtar). */
export const GO_FIXTURES = fixtureTree('go');

/** Every .go file under the Go fixtures' <name> folder, tree-relative paths from that folder. */
export function fixtureFiles(name: string): GoFile[] {
  const root = path.join(GO_FIXTURES, name);
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.go') ? [path.join(dir, e.name)] : [],
      );
  return walk(root)
    .sort()
    .map((abs) =>
      parseGoFile({
        path: path.relative(root, abs).split(path.sep).join('/'),
        absPath: abs,
        source: fs.readFileSync(abs, 'utf8'),
      }),
    );
}

/** A program of a fixture folder built with the given tags. */
export function fixtureProgram(name: string, tags: string[] = []): { program: GoProgram; files: GoFile[] } {
  const files = fixtureFiles(name);
  return { program: new GoProgram(files, new Set(tags)), files };
}

/** A CLI action of one Go source (`func <name>(ctx *cli.Context) error`), as readCliInputs takes it. */
export function goAction(
  source: string,
  name: string,
  file = 'action.go',
): { program: GoProgram; action: { file: GoFile; node: SyntaxNode; kind: 'ident'; name: string } } {
  const parsed = parseGoFile({ path: file, absPath: `/x/${file}`, source });
  const program = new GoProgram([parsed], new Set());
  const decl = program.activeDecl(program.packageOf(parsed), name)!;
  return { program, action: { file: parsed, node: decl.node.getChild('DefName')!, kind: 'ident', name } };
}

/** The clients of the services of some RPCs (`payrpc.Pay.Quote`: clients of payrpc.Pay with a method Quote), as readCliInputs takes them. */
export function fixtureClients(program: GoProgram, rpcs: string[]): RpcCallTracer {
  const services = new Map<string, Set<string>>();
  for (const rpc of rpcs) {
    const service = rpc.split('.').slice(0, -1).join('.');
    services.set(service, (services.get(service) ?? new Set()).add(rpc.split('.').at(-1)!));
  }
  return new RpcCallTracer(
    program,
    [...services].map(([fullName, methods]) => ({
      fullName,
      name: fullName.split('.').at(-1)!,
      protoPackage: fullName.split('.').slice(0, -1).join('.'),
      methods,
    })),
  );
}

/**
 * What readCliInputs reads of an action calling one RPC whose request is `request`, with the
 * messages nested in it, the enums its fields take, the command's ArgsUsage and the CLI's flag words.
 */
export function actionInputs(
  parsed: { program: GoProgram; action: GoExpr },
  rpc: string,
  request: MessageModel,
  options: { nested?: MessageModel[]; enums?: EnumModel[]; argsUsage?: string; flagWords?: FlagWords } = {},
): CliInputsModel {
  const messages = Object.fromEntries([request, ...(options.nested ?? [])].map((m) => [m.fullName, m]));
  const enums = Object.fromEntries((options.enums ?? []).map((e) => [e.fullName, e]));
  const read = readCliInputs({
    ...parsed,
    rpcs: [rpc],
    clients: fixtureClients(parsed.program, [rpc]),
    types: { requestOf: () => request, messages, enums },
    argsUsage: options.argsUsage ?? '',
    requiredFlags: [],
    ...(options.flagWords ? { flagWords: options.flagWords } : {}),
  });
  assert.ok(read, `no readable action for ${rpc}`);
  return read;
}

/**
 * A request message of a fixture, as readCliInputs takes it: each field `[name, type, options]`
 * with a scalar type's name (`'uint64'`) or a message's full name (`'payrpc.Output'`).
 */
export function fixtureMessage(
  fullName: string,
  fields: [string, string, { oneof?: string; repeated?: true }?][],
): MessageModel {
  return {
    fullName,
    package: fullName.split('.')[0]!,
    fields: fields.map(([name, type, options]) => ({
      name,
      type: type.includes('.') ? { kind: 'message', fullName: type } : { kind: 'scalar', name: type },
      oneof: options?.oneof ?? null,
      label: options?.repeated ? 'repeated' : 'singular',
    })) as unknown as FieldModel[],
  } as MessageModel;
}
