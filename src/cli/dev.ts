/** `apidocs dev`: builds, serves and watches the site, reloading open tabs after each rebuild. */
import { type Command, Option } from 'commander';
import { parsePort } from '../server/port-option.ts';
import { type SourceFlags, VERBOSE_HELP, withSourceOptions } from './source-options.ts';

interface DevFlags extends SourceFlags {
  port: number;
  host: string;
  base: string;
  out?: string;
  verbose?: boolean;
}

/** Registers the dev command. */
export function registerDevCommand(program: Command): void {
  withSourceOptions(
    program
      .command('dev')
      .description(
        'build, serve and watch: edits to content/, site.yaml and the proto trees rebuild what they affect and reload open tabs; build errors show in the page',
      )
      .addOption(
        new Option('-p, --port <n>', 'port to listen on (0 picks a free one)').default(3000).argParser(parsePort),
      )
      .option('-H, --host <host>', 'address to listen on (0.0.0.0 for every interface)', '127.0.0.1')
      .option('--base <path>', 'base URL the site is mounted at (as baseUrl in site.yaml)', '/api-docs/')
      .option('-o, --out <dir>', 'output folder of the development build (default: a temporary folder removed on exit)')
      .option('--verbose', VERBOSE_HELP),
  ).action(async (flags: DevFlags) => {
    // React renders several times faster in production mode; set before React is first imported.
    process.env.NODE_ENV = 'production';
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { sourceContext } = await import('./context.ts');
    const { createDevBuilder } = await import('../build/dev-builder.ts');
    const { startDevServer } = await import('../server/dev/dev-server.ts');
    const { normalizeBaseUrl } = await import('../server/base-url.ts');
    const { stopOnSignals } = await import('../server/listen.ts');
    const { removeRegisteredTemporaries } = await import('../shared/interrupt-cleanup.ts');
    const write = (line: string) => process.stderr.write(`${line}\n`);
    const context = sourceContext(flags, write);
    const temporary = flags.out ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'apidocs-dev-'));
    const outDir = flags.out ?? path.join(temporary!, 'build');
    const builder = createDevBuilder({
      contentDir: context.contentDir,
      outDir,
      sources: context.sources,
      trees: context.trees,
      write,
      verbose: flags.verbose ?? false,
    });
    const removeTemporary = () => temporary && fs.rmSync(temporary, { recursive: true, force: true });
    const server = await startDevServer({
      builder,
      baseUrl: normalizeBaseUrl(flags.base),
      host: flags.host,
      port: flags.port,
      write,
    }).catch((error: unknown) => {
      removeTemporary();
      throw error;
    });
    stopOnSignals(async () => {
      await server.close();
      removeRegisteredTemporaries(); // a rebuild in progress
      removeTemporary();
    }, write);
    process.stdout.write(
      `apidocs dev: serving ${server.url} (watching ${builder.watchPaths().join(', ')}; Ctrl-C to stop)\n`,
    );
  });
}
