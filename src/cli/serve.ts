/** `apidocs serve`: serves a finished build at the base URL with production headers. */
import { type Command, Option } from 'commander';
import { parsePort } from '../server/port-option.ts';

interface ServeFlags {
  dir: string;
  port: number;
  host: string;
  base: string;
}

/** Registers the serve command. */
export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description(
      'serve a build at /api-docs/ (/ redirects there) with caching, precompression and security headers; stops on Ctrl-C',
    )
    .option('-d, --dir <dir>', 'the build output folder to serve', 'build')
    .addOption(
      new Option('-p, --port <n>', 'port to listen on (0 picks a free one)').default(3000).argParser(parsePort),
    )
    .option('-H, --host <host>', 'address to listen on (0.0.0.0 for every interface)', '127.0.0.1')
    .option('--base <path>', 'base URL the site is mounted at', '/api-docs/')
    .action(async (flags: ServeFlags) => {
      const { serveBuild } = await import('../server/serve.ts');
      const { normalizeBaseUrl } = await import('../server/base-url.ts');
      const { stopOnSignals } = await import('../server/listen.ts');
      const write = (line: string) => process.stderr.write(`${line}\n`);
      const server = await serveBuild({
        dir: flags.dir,
        port: flags.port,
        host: flags.host,
        baseUrl: normalizeBaseUrl(flags.base),
        write,
      });
      stopOnSignals(() => server.close(), write);
      process.stdout.write(`serving ${flags.dir} at ${server.url}\n`);
    });
}
