/** `apidocs serve`: serves a finished build at the base URL with production headers. */
import { type Command, Option } from 'commander';
import { parsePort } from '../server/port-option.ts';
import { type NodeFlags, nodeProxyOptions, proxyNotice } from './serve-node-options.ts';

interface ServeFlags extends NodeFlags {
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
    .option('--node <rest-url>', "forward <base>_node/ to this node's REST API for Try it (https://localhost:8080)")
    .option('--tlscert <file>', "the node's TLS certificate, the only one the proxy trusts (with an https --node)")
    .option('--macaroon <file>', 'a macaroon the proxy adds to calls that carry none')
    .action(async (flags: ServeFlags, command: Command) => {
      const node = nodeProxyOptions(flags, (message) => command.error(message));
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
        ...(node ? { node } : {}),
      });
      stopOnSignals(() => server.close(), write);
      process.stdout.write(`serving ${flags.dir} at ${server.url}\n`);
      if (node)
        for (const line of proxyNotice(node.node, flags.host, server.url, node.macaroon !== null))
          process.stdout.write(`${line}\n`);
    });
}
