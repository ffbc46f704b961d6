/** `get_type`: a message (fields to a chosen depth) or an enum (values), and the RPCs using it. */
import { z } from 'zod';
import type { ApiIndexName } from '../../site/api-index.ts';
import { htmlText } from '../../search/html-text.ts';
import { findName } from './find-names.ts';
import { historyTypeResult, releaseRoute, withHistoryHint } from './history-answers.ts';
import { historyFacts, historyLines, historyOutputShape } from './history-facts.ts';
import { fieldLines, messageInfo, pageTypes } from './message-fields.ts';
import { fieldSchema, nameArgs } from './method-tool.ts';
import type { SiteBuild } from './site-build.ts';
import type { ToolAnswer } from './tool-result.ts';

export const typeInput = {
  name: z
    .string()
    .min(1, 'name must not be empty')
    .max(500)
    .describe('The message or enum: full name (lnrpc.Channel), or its last part (Channel, Invoice.InvoiceState)'),
  ...nameArgs,
};

export const typeOutput = {
  kind: z.enum(['message', 'enum']),
  name: z.string(),
  daemon: z.string(),
  release: z.string(),
  url: z.string(),
  description: z.string(),
  fields: z.array(fieldSchema).optional(),
  values: z
    .array(
      z.object({
        name: z.string(),
        number: z.number(),
        description: z.string(),
        deprecated: z.boolean(),
        aliasOf: z.string().nullable(),
      }),
    )
    .optional(),
  usedBy: z.array(z.object({ rpc: z.string(), url: z.string() })),
  ...historyOutputShape,
};

type TypeArgs = { name: string; daemon?: string | undefined; release?: string | undefined; depth: number };
type TypeResult = z.infer<z.ZodObject<typeof typeOutput>>;

const typeNames = new WeakMap<SiteBuild, ApiIndexName[]>();

export function runGetType(build: SiteBuild, args: TypeArgs): ToolAnswer<TypeResult> {
  let names = typeNames.get(build);
  if (!names) {
    names = [...build.index.messages, ...build.index.enums];
    typeNames.set(build, names);
  }
  const route = releaseRoute(build, args.daemon, args.release);
  if ('history' in route) return typeAnswer(historyTypeResult(build, route.history, args.name, args.depth));
  const found = withHistoryHint(build, args.daemon, route.pageTag, ['message', 'enum'], args.name, () =>
    findName(build, names, 'message or enum', {
      argument: 'name',
      name: args.name,
      daemon: args.daemon,
      release: route.pageTag,
    }),
  );
  const page = build.page(found.path, 'method');
  const types = pageTypes(page);
  const kind = types.enums.has(found.name) ? 'enum' : 'message';
  const base = {
    name: found.name,
    daemon: found.daemon,
    release: found.tag,
    url: build.absoluteUrl(found.path, found.anchor),
    source: 'page' as const,
    historyNote: null,
    history: historyFacts(build, found.daemon, kind, found.name, found.tag, [found.name]),
  };
  const usedBy = (links: { label: string; href: string }[]) =>
    links.map((l) => ({ rpc: l.label, url: build.absoluteUrl(l.href) }));
  const enumView = types.enums.get(found.name);
  if (enumView) {
    return typeAnswer({
      kind: 'enum',
      ...base,
      description: htmlText(enumView.descriptionHtml),
      values: enumView.values.map((v) => ({
        name: v.name,
        number: v.number,
        description: htmlText(v.descriptionHtml),
        deprecated: v.deprecated,
        aliasOf: v.aliasOf,
      })),
      usedBy: usedBy(enumView.usedBy),
    });
  }
  const message = types.messages.get(found.name);
  if (!message) throw new Error(`Internal error: ${found.path} does not show ${found.name}`);
  const info = messageInfo(message, types, Math.max(args.depth, 1));
  return typeAnswer({
    kind: 'message',
    ...base,
    description: info.description,
    fields: info.fields ?? [],
    usedBy: usedBy(message.usedBy),
  });
}

/** A message's or enum's answer with its text. */
function typeAnswer(result: TypeResult): ToolAnswer<TypeResult> {
  const members =
    result.kind === 'enum'
      ? [
          'Values:',
          ...(result.values ?? []).map(
            (v) =>
              `  - ${v.name} = ${v.number}${v.aliasOf ? ` (alias of ${v.aliasOf})` : ''}${v.deprecated ? ' (deprecated)' : ''}${v.description ? `: ${v.description}` : ''}`,
          ),
        ]
      : ['Fields:', ...(result.fields && result.fields.length > 0 ? fieldLines(result.fields) : ['  (no fields)'])];
  return {
    structured: result,
    text: [
      `# ${result.kind} ${result.name} (${result.daemon} ${result.release})`,
      result.url,
      '',
      ...(result.historyNote ? [result.historyNote, ''] : []),
      result.description,
      '',
      ...members,
      '',
      usedByText(result.usedBy),
      ...historyLines(result.history),
    ].join('\n'),
  };
}

function usedByText(usedBy: { rpc: string }[]): string {
  return `Used by: ${usedBy.length > 0 ? usedBy.map((u) => u.rpc).join(', ') : 'no RPC of the daemon'}`;
}
