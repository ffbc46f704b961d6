/** `apidocs mcp`: a Model Context Protocol server over stdio, reading a finished build. */
import type { Command } from 'commander';

/** Registers the mcp command. */
export function registerMcpCommand(program: Command, version: string): void {
  program
    .command('mcp')
    .description(
      'serve a build to AI assistants as a Model Context Protocol server on stdin/stdout (tools: search, explain_error, get_method, get_type, permissions, api_changes, element_in_release; pages as resources)',
    )
    .option('-d, --dir <dir>', 'the build output folder to read', 'build')
    .action(async (flags: { dir: string }) => {
      const { serveMcp } = await import('../server/mcp/serve-mcp.ts');
      await serveMcp({ dir: flags.dir, version });
    });
}
