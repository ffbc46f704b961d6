/** Runs the MCP server over stdio until the client closes the connection. */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from './mcp-server.ts';
import { SiteBuild } from './site-build.ts';

export async function serveMcp(params: { dir: string; version: string }): Promise<void> {
  const build = SiteBuild.open(params.dir);
  const server = createMcpServer(build, params.version);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.once('end', resolve);
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
