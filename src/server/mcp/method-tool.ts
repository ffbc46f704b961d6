/**
 * `get_method`: one RPC as its page documents it — signature, streaming kind, REST routes,
 * permissions and smallest macaroon, request and response fields to a chosen depth, and a
 * code sample in a chosen language filled with the default node settings.
 */
import { z } from 'zod';
import type { MethodPage, PermissionsView } from '../../site/page-data.ts';
import { htmlText } from '../../search/html-text.ts';
import { findName } from './find-names.ts';
import { historyMethodResult, releaseRoute, withHistoryHint } from './history-answers.ts';
import { historyFacts, historyLines, historyOutputShape } from './history-facts.ts';
import { type FieldInfo, fieldLines, type MessageInfo, messageInfo, pageTypes } from './message-fields.ts';
import { sampleLanguage, sampleText } from './sample-text.ts';
import { requestRulesLines, requestRulesOf, requestRulesSchema } from './method-rules.ts';
import type { SiteBuild } from './site-build.ts';
import { listValues, ToolInputError } from './tool-input-error.ts';
import type { ToolAnswer } from './tool-result.ts';

export const nameArgs = {
  daemon: z
    .string()
    .optional()
    .describe('The daemon (lnd, loop, pool, faraday, taproot-assets, lit); needed when a short name is in several'),
  release: z
    .string()
    .optional()
    .describe(
      'Any tracked release of the daemon (v0.17.5-beta, 0.17.5-beta or 0.17.5); default: its newest. A release without pages is answered from the API history (elements only, no descriptions or samples)',
    ),
  depth: z
    .number()
    .int()
    .min(0)
    .max(6)
    .default(1)
    .describe(
      "How deep to list fields: 0 none, 1 the message's own fields, 2 also the fields of the messages they hold, ... (0-6, default 1)",
    ),
};

export const methodInput = {
  name: z
    .string()
    .min(1, 'name must not be empty')
    .max(500)
    .describe(
      'The RPC: full name (lnrpc.Lightning.GetInfo), Service.Method, Method, gRPC path (/lnrpc.Lightning/GetInfo) or its page URL',
    ),
  ...nameArgs,
  language: z
    .string()
    .optional()
    .describe(
      'Also return the code sample in this language: grpc-javascript, grpc-python, rest-javascript, rest-python, cli, curl (the ones the page has)',
    ),
  full: z
    .boolean()
    .default(false)
    .describe('With language: the sample setting every request field instead of the minimal request'),
  flag: z
    .boolean()
    .default(false)
    .describe(
      "With language: the sample sending what the RPC's CLI sends under a switch (SendPaymentV2: lncli sendpayment --keysend, a random preimage and its hash), where the page has one",
    ),
};

export const fieldSchema: z.ZodType<FieldInfo> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.string(),
    json: z.string().optional(),
    description: z.string(),
    deprecated: z.boolean().optional(),
    oneof: z.string().optional(),
    fields: z.array(fieldSchema).optional(),
    values: z.array(z.string()).optional(),
  }),
);

export const messageSchema = z.object({
  name: z.string(),
  description: z.string(),
  fields: z.array(fieldSchema).optional(),
});

export const methodPermissionsSchema = z.object({
  status: z
    .enum(['required', 'any', 'none', 'not-served', 'no-entry'])
    .describe(
      "required: a macaroon holding every one of ops; any: any valid macaroon of the daemon (its entry lists no permission); none: no macaroon (on the daemon's whitelist); with publicWhen, no macaroon only under those daemon options; not-served: the daemon does not implement it; no-entry: missing from the permission tables, rejected when macaroons are enabled",
    ),
  ops: z.array(z.string()),
  uriPermission: z.string(),
  macaroons: z.array(z.string()),
  smallestMacaroon: z.string().nullable(),
  publicWhen: z.array(z.string()),
  /** The daemon's whitelist (Go name) listing the RPC, always (none) or under publicWhen. */
  whitelist: z.string().nullable(),
  bakeCommand: z.string().nullable(),
});

export const methodOutput = {
  name: z.string(),
  daemon: z.string(),
  release: z.string(),
  url: z.string(),
  description: z.string(),
  deprecated: z.boolean(),
  streaming: z.enum(['unary', 'server', 'client', 'bidi']),
  signature: z.string(),
  rest: z.array(z.object({ method: z.string(), path: z.string(), fields: z.enum(['body', 'query']).nullable() })),
  cli: z.string().nullable(),
  permissions: methodPermissionsSchema.nullable(),
  request: messageSchema,
  response: messageSchema,
  languages: z.array(z.string()),
  sample: z.object({ language: z.string(), label: z.string(), code: z.string() }).optional(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        code: z.string(),
        condition: z.string().nullable(),
        source: z.string(),
        catalogue: z.string().nullable(),
      }),
    )
    .describe(
      "Messages the RPC's handler returns (… is a run-time value), with the gRPC code, the request condition, the source line and catalogue page",
    ),
  errorsNote: z.string().nullable().describe('Why the RPC lists no errors, when it lists none'),
  ...historyOutputShape,
  requestRules: requestRulesSchema,
};

type MethodArgs = {
  name: string;
  daemon?: string | undefined;
  release?: string | undefined;
  depth: number;
  language?: string | undefined;
  full: boolean;
  flag?: boolean | undefined;
};
export type MethodResult = z.infer<z.ZodObject<typeof methodOutput>>;

const STREAMING: Record<MethodPage['streaming'], string> = {
  unary: 'unary (one request, one response)',
  server: 'server-streaming (one request, a stream of responses)',
  client: 'client-streaming (a stream of requests, one response)',
  bidi: 'bidirectional streaming',
};

export function methodPermissions(view: PermissionsView): z.infer<typeof methodPermissionsSchema> {
  return {
    status: view.status,
    ops: view.ops,
    uriPermission: view.uriPermission,
    macaroons: view.macaroons,
    smallestMacaroon: view.smallestMacaroon,
    publicWhen: view.publicWhen,
    whitelist: view.whitelist?.label ?? null,
    bakeCommand: view.bakeCommand,
  };
}

/** One line on what a call needs. */
export function permissionsLine(p: z.infer<typeof methodPermissionsSchema>): string {
  switch (p.status) {
    case 'none':
      return `no macaroon needed${p.whitelist ? ` (on the daemon's macaroon whitelist, ${p.whitelist})` : ''}`;
    case 'any':
      return `any macaroon of the daemon (its permission entry lists no permission, but the RPC is not whitelisted: a call without one fails); smallest default macaroon: ${p.smallestMacaroon ?? 'none'}${publicLine(p)}`;
    case 'not-served':
      return 'not served by this daemon';
    case 'no-entry':
      return 'missing from the permission tables: rejected when macaroons are enabled';
    case 'required':
      return `needs ${p.ops.join(', ')}; smallest default macaroon: ${p.smallestMacaroon ?? 'none (bake one)'}${p.macaroons.length > 0 ? ` (allowed by ${p.macaroons.join(', ')})` : ''}${publicLine(p)}`;
  }
}

function publicLine(p: z.infer<typeof methodPermissionsSchema>): string {
  return p.publicWhen.length > 0
    ? `; no macaroon only when the daemon is configured with ${p.publicWhen.join(' or ')}${p.whitelist ? ` (whitelist ${p.whitelist})` : ''}`
    : '';
}

/** The method's facts from its page. */
export function methodResult(build: SiteBuild, page: MethodPage, depth: number): MethodResult {
  const types = pageTypes(page);
  return {
    name: page.fullName,
    daemon: page.release!.daemonId,
    release: page.release!.tag,
    url: build.absoluteUrl(page.path),
    description: htmlText(page.descriptionHtml),
    deprecated: page.deprecated,
    streaming: page.streaming,
    signature: page.signature,
    rest: page.rest.map((r) => ({ method: r.method, path: r.path, fields: r.others })),
    cli: page.samples.cli?.command ?? null,
    permissions: page.permissions ? methodPermissions(page.permissions) : null,
    request: messageInfo(page.request, types, depth),
    response: messageInfo(page.response, types, depth),
    languages: page.samples.samples.map(sampleLanguage),
    errors: (page.errors ?? []).map((e) => ({
      message: e.message,
      code: `${e.code.name} (${e.code.number})`,
      condition: e.condition,
      source: e.source.href,
      catalogue: e.catalogue ? build.absoluteUrl(e.catalogue) : null,
    })),
    errorsNote: page.errorsNote ?? null,
    requestRules: requestRulesOf(page, build),
  };
}

function messageText(title: string, message: MessageInfo): string[] {
  return [
    `${title}: ${message.name}${message.description ? ` — ${message.description}` : ''}`,
    ...(message.fields ? (message.fields.length > 0 ? fieldLines(message.fields) : ['  (no fields)']) : []),
  ];
}

/** The method as Markdown-like text. */
export function methodText(result: MethodResult): string {
  const lines = [
    `# ${result.name} (${result.daemon} ${result.release})${result.deprecated ? ' — deprecated' : ''}`,
    result.url,
    '',
    ...(result.historyNote ? [result.historyNote, ''] : []),
    result.description,
    '',
    `Signature: ${result.signature}`,
    `Streaming: ${STREAMING[result.streaming]}`,
    `REST: ${result.rest.length > 0 ? result.rest.map((r) => `${r.method} ${r.path}`).join(', ') : 'none'}`,
    ...(result.cli ? [`CLI: ${result.cli}`] : []),
    `Permissions: ${result.permissions ? permissionsLine(result.permissions) : 'not known for this release'}`,
    '',
    ...messageText('Request', result.request),
    ...messageText('Response', result.response),
    '',
    `Samples: ${result.languages.join(', ')}`,
    ...(result.errors.length > 0
      ? [
          '',
          'Errors:',
          ...result.errors.map(
            (e) =>
              `  - ${e.message}: ${e.code}${e.condition ? `, ${e.condition}` : ''}${e.catalogue ? ` (${e.catalogue})` : ''}`,
          ),
        ]
      : []),
    ...(result.errorsNote ? ['', `Errors: ${result.errorsNote}`] : []),
    ...historyLines(result.history),
    ...requestRulesLines(result.requestRules),
  ];
  if (result.sample) lines.push('', `Sample (${result.sample.label}):`, '```', result.sample.code, '```');
  return lines.join('\n');
}

export function runGetMethod(build: SiteBuild, args: MethodArgs): ToolAnswer<MethodResult> {
  const route = releaseRoute(build, args.daemon, args.release);
  if ('history' in route) {
    if (args.language !== undefined)
      throw new ToolInputError(
        'language',
        `${route.history[0]!.tag} has no pages, so no code samples: ask a full release`,
      );
    const result = historyMethodResult(build, route.history, args.name, args.depth);
    return { structured: result, text: methodText(result) };
  }
  const found = withHistoryHint(build, args.daemon, route.pageTag, ['rpc'], args.name, () =>
    findName(build, build.index.methods, 'RPC', {
      argument: 'name',
      name: args.name,
      daemon: args.daemon,
      release: route.pageTag,
    }),
  );
  const page = build.page(found.path, 'method');
  const result = methodResult(build, page, args.depth);
  const types = [page.request, page.response, ...page.nested, ...page.enums].map((t) => t.fullName);
  Object.assign(result, {
    source: 'page',
    historyNote: null,
    history: historyFacts(build, found.daemon, 'rpc', page.fullName, found.tag, types),
  });
  if (args.language !== undefined) {
    const sample = page.samples.samples.find((s) => sampleLanguage(s) === args.language!.toLowerCase());
    if (!sample)
      throw new ToolInputError(
        'language',
        `${page.fullName} has no "${args.language}" sample; its languages are ${listValues(result.languages)}`,
      );
    if (args.flag && !sample.flag)
      throw new ToolInputError('flag', `${page.fullName} has no sample of a request its CLI sends under a switch`);
    result.sample = {
      language: sampleLanguage(sample),
      label: `${sample.protocol === 'shell' ? '' : `${sample.protocol === 'grpc' ? 'gRPC' : 'REST'} `}${sample.label}${args.flag ? ` (${page.samples.flag?.label ?? 'flag'})` : ''}`,
      code: sampleText(page.samples, sample, args.flag ? 'flag' : args.full ? 'full' : 'minimal'),
    };
  }
  return { structured: result, text: methodText(result) };
}
