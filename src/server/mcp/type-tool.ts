/** `get_type`: a message (fields to a chosen depth) or an enum (values), and the RPCs using it. */
import { z } from 'zod';
import type { ApiIndexName } from '../../site/api-index.ts';
import { htmlText } from '../../search/html-text.ts';
import { findName } from './find-names.ts';
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
  const found = findName(build, names, 'message or enum', {
    argument: 'name',
    name: args.name,
    daemon: args.daemon,
    release: args.release,
  });
  const page = build.page(found.path, 'method');
  const types = pageTypes(page);
  const base = {
    name: found.name,
    daemon: found.daemon,
    release: found.tag,
    url: build.absoluteUrl(found.path, found.anchor),
  };
  const usedBy = (links: { label: string; href: string }[]) =>
    links.map((l) => ({ rpc: l.label, url: build.absoluteUrl(l.href) }));
  const enumView = types.enums.get(found.name);
  if (enumView) {
    const values = enumView.values.map((v) => ({
      name: v.name,
      number: v.number,
      description: htmlText(v.descriptionHtml),
      deprecated: v.deprecated,
      aliasOf: v.aliasOf,
    }));
    const result: TypeResult = {
      kind: 'enum',
      ...base,
      description: htmlText(enumView.descriptionHtml),
      values,
      usedBy: usedBy(enumView.usedBy),
    };
    const lines = values.map(
      (v) =>
        `  - ${v.name} = ${v.number}${v.aliasOf ? ` (alias of ${v.aliasOf})` : ''}${v.deprecated ? ' (deprecated)' : ''}${v.description ? `: ${v.description}` : ''}`,
    );
    return {
      structured: result,
      text: [
        `# enum ${result.name} (${result.daemon} ${result.release})`,
        result.url,
        '',
        result.description,
        '',
        'Values:',
        ...lines,
        '',
        usedByText(result.usedBy),
      ].join('\n'),
    };
  }
  const message = types.messages.get(found.name);
  if (!message) throw new Error(`Internal error: ${found.path} does not show ${found.name}`);
  const info = messageInfo(message, types, Math.max(args.depth, 1));
  const result: TypeResult = {
    kind: 'message',
    ...base,
    description: info.description,
    fields: info.fields ?? [],
    usedBy: usedBy(message.usedBy),
  };
  const fields = info.fields && info.fields.length > 0 ? fieldLines(info.fields) : ['  (no fields)'];
  return {
    structured: result,
    text: [
      `# message ${result.name} (${result.daemon} ${result.release})`,
      result.url,
      '',
      result.description,
      '',
      'Fields:',
      ...fields,
      '',
      usedByText(result.usedBy),
    ].join('\n'),
  };
}

function usedByText(usedBy: { rpc: string }[]): string {
  return `Used by: ${usedBy.length > 0 ? usedBy.map((u) => u.rpc).join(', ') : 'no RPC of the daemon'}`;
}
