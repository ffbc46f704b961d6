/**
 * The apidocs command-line program. Each command lives in its own file and calls one core
 * function; this file only wires them up and maps failures to exit codes
 * (0 ok, 1 failure, 2 usage).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { PACKAGE_ROOT } from './source-options.ts';
import { EXIT_USAGE, exitWithError } from './exit.ts';
import { registerBuildCommand } from './build.ts';
import { registerCheckLinksCommand } from './check-links.ts';
import { registerDevCommand } from './dev.ts';
import { registerDiffCommand } from './diff.ts';
import { registerHistoryCommand } from './history.ts';
import { registerMcpCommand } from './mcp.ts';
import { registerModelCommand } from './model.ts';
import { registerServeCommand } from './serve.ts';
import { registerSourcesCommand } from './sources.ts';

const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };

/** Builds the program with every command registered. */
export function createProgram(): Command {
  const program = new Command('apidocs')
    .description('Build, serve and check the Lightning Labs API reference generated from upstream .proto files.')
    .version(version, '-V, --version', 'print the apidocs version')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerBuildCommand(program);
  registerModelCommand(program);
  registerSourcesCommand(program);
  registerServeCommand(program);
  registerMcpCommand(program, version);
  registerCheckLinksCommand(program);
  registerDevCommand(program);
  registerDiffCommand(program);
  registerHistoryCommand(program);
  return program;
}

/** Runs the program on `argv` (process.argv's shape); exits the process on failure. bin/apidocs calls it. */
export async function runCli(argv: string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end with a CommanderError too, with exit code 0.
      process.exit(error.exitCode === 0 ? 0 : EXIT_USAGE);
    }
    exitWithError(error);
  }
}
