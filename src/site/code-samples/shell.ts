/**
 * Shell samples: the method's CLI command (without a prompt, so it pastes as is), and a curl
 * call of the primary REST binding with the certificate, the hex macaroon header, path and
 * query values filled in and a JSON body.
 */
import { slot } from '../../shared/code-template.ts';
import { cliArguments } from './cli-args.ts';
import { cliFlagArgs } from './cli-flags.ts';
import { methodCli } from './method-cli.ts';
import { codePlan, methodPlan } from './method-plan.ts';
import type { PlannedValue } from './request-plan.ts';
import { type RestPlan, isBytes, isWholeBody, restPlan, urlText } from './rest-plan.ts';
import { entryLines, valueLiteral } from './value-literals.ts';
import { flagSentence } from './flag-flow.ts';
import { byteShell } from './flow-bytes.ts';
import { curlFlowLines, jqAddFilter, restFlowPossible, writerFlow } from './flow-samples.ts';
import type { WriterInput } from './types.ts';

/**
 * The CLI sample: the command the pinned CLI has for the RPC (from its Go source), with the
 * connection flags of the reader's node and the arguments that set the planned request's
 * fields, then the commands of other daemons' CLIs that call it (litcli for tapd's
 * TaprootAssetChannels); null when no command of any pinned CLI calls the RPC.
 */
export function cliSample(input: WriterInput): string | null {
  const command = methodCli(input.service, input.method);
  // Other daemons' CLIs run no flow under the flag: the flag flow's sample is the command's own.
  const others = input.flag ? [] : (input.method.otherCliCommands ?? []);
  if (!command && others.length === 0) return null;
  const entries = methodPlan(input, input.variant).entries;
  const parts: string[] = [];
  if (command) {
    const [cli, ...path] = command.path.split(' ');
    const planOf = (rpc: string) => {
      const method = input.service.subServices.flatMap((s) => s.methods).find((m) => m.fullName === rpc);
      // The request the command starts with, as small as it goes: the sample is about the RPC it drives.
      return method
        ? {
            entries: methodPlan({ service: input.service, method }, 'minimal').entries,
            fullEntries: methodPlan({ service: input.service, method }, 'full').entries,
          }
        : null;
    };
    const { args, notes } = cliArguments(
      entries,
      command,
      input.method.fullName,
      methodPlan(input, 'full').entries,
      planOf,
      input.flag ? [input.flag.flag] : [],
    );
    // The flag flow's sample: the command makes the values itself under its switch (on the line: cliArguments).
    const flagNote = input.flag ? [`# ${flagSentence(input.flag)} itself.`] : [];
    parts.push(
      [...flagNote, ...notes, commandLine(`${cli}${slot('cliFlags', 'text')} ${path.join(' ')}`, args)].join('\n'),
    );
  }
  for (const other of others) {
    const [cli, ...path] = other.path.split(' ');
    // Another daemon's CLI: its action's request bindings are for its own release's RPCs, so flags named like the fields are used.
    const args = cliFlagArgs(entries, other.flags);
    parts.push(
      [
        `# ${cli} calls it through ${other.daemon} (integrated mode); here with ${other.daemon}'s default folder and port:`,
        commandLine(`${cli} --network=regtest ${path.join(' ')}`, args),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}

/** A command and its arguments: short ones on one line, longer ones one argument a line. */
function commandLine(head: string, args: string[]): string {
  return `${head} ${args.join(' ')}`.length <= 100 ? [head, ...args].join(' ') : [head, ...args].join(' \\\n  ');
}

/** The curl sample of a method's primary REST binding; null without REST. */
export function curlSample(input: WriterInput): string | null {
  const { method, macaroon } = input;
  const rest = restPlan(input, input.variant);
  // A flag flow's values are members of the JSON body: no such sample where the request is not the whole body.
  if (!rest || (input.flag && !isWholeBody(rest))) return null;
  const body = bodyJson(rest, input.sub.package);
  const lines = [
    // -N shows each message of a stream as it arrives; -g keeps [ and ] of map keys from being curl's URL ranges.
    `curl${method.streaming === 'unary' ? '' : ' -N'}${rest.query.some((q) => q.state === 'set' && /[[\]]/.test(q.key)) ? ' -g' : ''} -X ${rest.method} --cacert ${slot('tlsCertPath', 'shell-word')}`,
    ...(macaroon ? [`  -H "Grpc-Metadata-macaroon: $(xxd -ps -u -c 1000 ${slot('macaroonPath', 'shell-word')})"`] : []),
    `  ${urlWord(rest)}`,
    ...(body === null ? [] : [`  -d '${body.replace(/'/g, `'\\''`).replace(/\n/g, '\n  ')}'`]),
  ];
  const notes = [
    ...(mentionsBytes(rest) ? ['# Bytes are base64 in the JSON body and base64url with padding in the URL.'] : []),
    ...(rest.streamsRequests ? ['# The body holds the requests of the stream, one JSON object each.'] : []),
    ...rest.unsendable.map((e) => `# ${e.field.name} has no query form; use gRPC to set it.`),
  ];
  const flowed = curlFlag(input, lines, body) ?? curlFlow(input, rest, lines, body);
  if (flowed) return [...notes, flowed].join('\n');
  return [...notes, lines.join(' \\\n')].join('\n');
}

/**
 * The curl command inside the CLI's flow, when it runs one on a whole-body request: each answer
 * of the calls before in a variable, jq adding the computed fields to the body (loop out's limits
 * from the quote), the call completing it after (tapcli assets mint finalize); null without one.
 */
function curlFlow(input: WriterInput, rest: RestPlan, lines: string[], body: string | null): string | null {
  const plan = codePlan(input, input.variant);
  const flow = writerFlow(input, plan);
  if (!flow || !restFlowPossible(flow) || body === null || rest.body.kind !== 'object' || rest.body.field !== null)
    return null;
  // The connection lines (curl, the macaroon header) without the URL and the body.
  const start = (httpMethod: string) => [lines[0]!.replace(/-X \S+/, `-s -X ${httpMethod}`), ...lines.slice(1, -2)];
  const { before, bodyFilter, after } = curlFlowLines(flow, plan.entries, input.sub.package, start);
  const call = bodyFilter ? pipedBody(bodyFilter, lines, body) : lines.join(' \\\n');
  return [...before, call, ...after].join('\n');
}

/** The curl command reading its body from jq's output: `jq ... <<'JSON' | curl ... -d @-`, the body in the here-document. */
function pipedBody(filter: string, lines: string[], body: string): string {
  return `${[`${filter} <<'JSON' | ${lines[0]}`, ...lines.slice(1, -1), '  -d @-'].join(' \\\n')}\n${body}\nJSON`;
}

/**
 * The curl command of the flag flow's sample (`lncli sendpayment --keysend`): the byte values
 * made in shell variables as hex, jq adding them to the body as base64; null without a flow.
 */
function curlFlag(input: WriterInput, lines: string[], body: string | null): string | null {
  if (!input.flag || body === null) return null;
  const { lines: values, args, members } = byteShell(input.flag.fields);
  const call = pipedBody(jqAddFilter(args, members), lines, body);
  return [`# ${flagSentence(input.flag)} so does this sample (jq adds them to the body).`, ...values, call].join('\n');
}

/** The URL with path and query values filled in, quoted for the shell when it needs it. */
function urlWord(rest: RestPlan): string {
  const path = rest.parts
    .map((p) =>
      p.kind === 'literal'
        ? p.text
        : encodePathValue(urlText(p.param.value), p.param.value.kind === 'scalar' && p.param.value.type === 'string'),
    )
    .join('');
  const query = rest.query
    .filter((q) => q.state === 'set')
    .map(
      (q) =>
        `${encodeURIComponent(q.key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(urlText(q.value))}`,
    )
    .join('&');
  const rest_ = `${path}${query ? `?${query}` : ''}`;
  if (/^[\w@%+=:,./-]*$/.test(rest_)) return `https://${slot('restHost', 'text')}${rest_}`;
  return `"https://${slot('restHost', 'shell-dq-text')}${rest_.replace(/["\\$`]/g, (c) => `\\${c}`)}"`;
}

/** A path value: text percent-encoded; base64url and numbers are URL-safe as they are. */
function encodePathValue(text: string, isText: boolean): string {
  return isText ? encodeURIComponent(text) : text;
}

/** The JSON body text, one line when short; null when the binding has no body. */
function bodyJson(rest: RestPlan, pkg: string): string | null {
  const body = rest.body;
  if (body.kind === 'none') return null;
  if (body.kind === 'value') return valueLiteral(body.entry.value, 'json', pkg, '');
  const lines = entryLines(
    body.entries,
    'json',
    pkg,
    '  ',
    (field, value) => `${JSON.stringify(field.name)}: ${value}`,
  );
  if (lines.length === 0) return '{}';
  const text = `{\n${lines.join('\n')}\n}`;
  const short = JSON.stringify(JSON.parse(text));
  return short.length <= 60 ? short : text;
}

/** Whether any value of the request is bytes (worth a note on its encoding). */
function mentionsBytes(rest: RestPlan): boolean {
  const body = rest.body.kind === 'object' ? rest.body.entries : rest.body.kind === 'value' ? [rest.body.entry] : [];
  return (
    rest.params.some((p) => isBytes(p.field)) ||
    rest.query.some((q) => isBytes(q.field)) ||
    body.some((e) => e.state === 'set' && holdsBytes(e.value))
  );
}

/** Whether a planned value is or contains bytes. */
function holdsBytes(value: PlannedValue): boolean {
  switch (value.kind) {
    case 'scalar':
      return value.type === 'bytes';
    case 'enum':
      return false;
    case 'list':
      return value.items.some(holdsBytes);
    case 'map':
      return value.entries.some((e) => holdsBytes(e.value));
    case 'message':
      return value.message.entries.some((e) => e.state === 'set' && holdsBytes(e.value));
  }
}
