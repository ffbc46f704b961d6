/**
 * Code samples of an RPC for its page: gRPC and REST in JavaScript and Python, the CLI
 * command and curl, each as plain text (for the copy button) and highlighted HTML. Pure
 * functions of the API model and the connection facts, so pages build deterministically.
 */
import { highlight } from '../../render/highlight.ts';
import { grpcJavaScript } from './grpc-javascript.ts';
import { grpcPython } from './grpc-python.ts';
import { restJavaScript } from './rest-javascript.ts';
import { restPython } from './rest-python.ts';
import { cliSample, curlSample } from './shell.ts';
import type { CodeSample, CodeSampleInput } from './types.ts';

export type { CodeSample, CodeSampleInput } from './types.ts';

const LABELS: Record<CodeSample['language'], string> = { javascript: 'JavaScript', python: 'Python', cli: 'CLI', curl: 'curl' };
const HIGHLIGHT: Record<CodeSample['language'], string> = { javascript: 'javascript', python: 'python', cli: 'bash', curl: 'bash' };

/** Every sample for the method, in tab order: grpc (javascript, python), rest (javascript, python) when the method has REST bindings, shell (cli when method.cli is set, curl when REST exists). */
export function codeSamples(input: CodeSampleInput): CodeSample[] {
  const candidates: [CodeSample['protocol'], CodeSample['language'], string | null][] = [
    ['grpc', 'javascript', grpcJavaScript(input)],
    ['grpc', 'python', grpcPython(input)],
    ['rest', 'javascript', restJavaScript(input)],
    ['rest', 'python', restPython(input)],
    ['shell', 'cli', cliSample(input.method)],
    ['shell', 'curl', curlSample(input)],
  ];
  return candidates.flatMap(([protocol, language, code]) =>
    code === null ? [] : [{ protocol, language, label: LABELS[language], code, html: highlight(code, HIGHLIGHT[language]) }],
  );
}
