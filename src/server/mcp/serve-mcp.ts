/** Runs the MCP server over stdio until the client closes the connection. */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer } from './mcp-server.ts';
import { CURRENT_SCOPE, SiteBuild } from './site-build.ts';

export async function serveMcp(params: { dir: string; version: string }): Promise<void> {
  const build = SiteBuild.open(params.dir);
  const server = createMcpServer(build, params.version);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.once('end', resolve);
  });
  await server.connect(transport);
  // Loaded once the client is connected, so the first search does not pay for it.
  setTimeout(() => void build.search(CURRENT_SCOPE).catch(() => {}), 0);
  await closed;
  await server.close();
}
