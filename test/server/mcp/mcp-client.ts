/** Starts `apidocs mcp --dir <build>` and connects the SDK's own client to it over stdio. */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ROOT } from '../../helpers/fixtures.ts';

export interface McpSession {
  client: Client;
  /** Calls a tool; the result's text and structured content. */
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult & { text: string }>;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

export async function startMcp(dir: string): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(ROOT, 'bin/apidocs'), 'mcp', '--dir', dir],
    cwd: ROOT,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'apidocs-test', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    async call(name, args) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
      return { ...result, text };
    },
    stderr: () => stderr,
    close: () => client.close(),
  };
}
