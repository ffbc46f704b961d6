/**
 * `apidocs mcp` on its own: the entry bin/apidocs runs from a bundle (bin/mcp-bundle.mjs)
 * so that an assistant's MCP server starts without the TypeScript loader (docs/exports.md,
 * "How it starts"). The same command, options and exit codes as through src/cli/main.ts.
 */
import { Command, CommanderError } from 'commander';
import { EXIT_USAGE, exitWithError } from './exit.ts';
import { registerMcpCommand } from './mcp.ts';

/** Runs `apidocs mcp` with the process's arguments (argv[2] is "mcp"). */
export async function runMcp(argv: string[], version: string): Promise<void> {
  const program = new Command('apidocs').exitOverride();
  registerMcpCommand(program, version);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : EXIT_USAGE);
    exitWithError(error);
  }
}
