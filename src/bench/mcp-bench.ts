/**
 * MCP figures: `apidocs mcp` on the real build, driven by the SDK's own client over stdio
 * as an assistant would: the time from starting the process to the answer of its first
 * request (connect, then tools/list), and the latency of tool calls (search over the
 * realistic relevance set; get_method, get_type and permissions over every RPC of the
 * newest releases; api_changes of every daemon), each call once after a warm-up call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { API_INDEX_FILE, type ApiIndex } from '../site/api-index.ts';
import { REALISTIC_SET } from '../../test/search/realistic-set.ts';
import type { BenchContext, BenchSection } from './bench-context.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STARTS = 3;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The `mcp` section of `npm run bench`. */
export const mcpBench: BenchSection = {
  name: 'mcp',
  async run(ctx) {
    ctx.heading('MCP (apidocs mcp on the real build, SDK client over stdio)');
    const starts: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      const started = performance.now();
      const client = await connect(ctx.buildDir);
      await client.listTools();
      starts.push(performance.now() - started);
      await client.close();
    }
    ctx.figure(
      'start to first answer (tools/list)',
      `median ${ms(percentile(starts, 0.5))}, max ${ms(Math.max(...starts))} of ${STARTS}   (budget < 1 s)`,
    );
    await benchCalls(ctx);
  },
};

async function connect(dir: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(ROOT, 'bin/apidocs'), 'mcp', '--dir', dir],
    cwd: ROOT,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'apidocs-bench', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** The calls timed: what an assistant asks across the whole site. */
function calls(index: ApiIndex): [string, Record<string, unknown>][] {
  const newest = new Set(index.daemons.map((d) => `${d.id}@${d.releases[0]!.tag}`));
  const methods = index.methods.filter((m) => newest.has(`${index.pages[m.page]!.daemon}@${index.pages[m.page]!.tag}`));
  const daemonOf = (page: number) => index.pages[page]!.daemon!;
  const messages = index.messages
    .filter((m) => newest.has(`${daemonOf(m.page)}@${index.pages[m.page]!.tag}`))
    .filter((_, i) => i % 5 === 0);
  return [
    ...REALISTIC_SET.map((c): [string, Record<string, unknown>] => ['search', { query: c.query, limit: 8 }]),
    ...methods.map((m): [string, Record<string, unknown>] => [
      'get_method',
      { name: m.name, daemon: daemonOf(m.page), depth: 2, language: 'grpc-python' },
    ]),
    ...messages.map((m): [string, Record<string, unknown>] => ['get_type', { name: m.name, daemon: daemonOf(m.page) }]),
    ...methods
      .filter((_, i) => i % 4 === 0)
      .map((m): [string, Record<string, unknown>] => ['permissions', { method: m.name, daemon: daemonOf(m.page) }]),
    ...['admin', 'readonly', 'invoice'].map((mac): [string, Record<string, unknown>] => [
      'permissions',
      { macaroon: mac },
    ]),
    ...index.changes.map((c): [string, Record<string, unknown>] => [
      'api_changes',
      { daemon: c.daemon, from: c.from, to: c.to },
    ]),
  ];
}

async function benchCalls(ctx: BenchContext): Promise<void> {
  const index = JSON.parse(fs.readFileSync(path.join(ctx.buildDir, API_INDEX_FILE), 'utf8')) as ApiIndex;
  const client = await connect(ctx.buildDir);
  try {
    const byTool = new Map<string, number[]>();
    let errors = 0;
    await client.callTool({ name: 'search', arguments: { query: 'warm up' } });
    for (const [name, args] of calls(index)) {
      const started = performance.now();
      const result = await client.callTool({ name, arguments: args });
      const took = performance.now() - started;
      if (result.isError) errors += 1;
      byTool.set(name, [...(byTool.get(name) ?? []), took]);
    }
    const all = [...byTool.values()].flat();
    for (const [name, times] of byTool)
      ctx.figure(
        `${name} (${times.length} calls)`,
        `p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(Math.max(...times))}`,
      );
    ctx.figure(
      `every tool call (${all.length})`,
      `p95 ${ms(percentile(all, 0.95))}, ${errors} tool errors   (budget p95 < 50 ms)`,
    );
    ctx.figure(
      `${API_INDEX_FILE}`,
      `${(fs.statSync(path.join(ctx.buildDir, API_INDEX_FILE)).size / 1024).toFixed(0)} KB (read at start)`,
    );
  } finally {
    await client.close();
  }
}
