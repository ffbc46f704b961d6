/** `apidocs check-links [dir]`: checks every internal link and anchor of a finished build. */
import type { Command } from 'commander';
import { EXIT_FAILURE } from './exit.ts';

interface CheckLinksFlags {
  base: string;
}

/** Registers the check-links command. */
export function registerCheckLinksCommand(program: Command): void {
  program
    .command('check-links')
    .description(
      'check every internal href, src and #fragment of a build against its files; lists each broken link with its page, exit 1 if any',
    )
    .argument('[dir]', 'the build output folder', 'build')
    .option('--base <path>', 'base URL the site is mounted at (links are resolved against it)', '/api-docs/')
    .action(async (dir: string, flags: CheckLinksFlags) => {
      const { checkOutputLinks, formatLinkSummary } = await import('../server/check-output-links.ts');
      const { normalizeBaseUrl } = await import('../server/base-url.ts');
      const { formatBrokenLinks } = await import('../site/check-links.ts');
      const started = performance.now();
      const report = await checkOutputLinks(dir, normalizeBaseUrl(flags.base));
      for (const { relative, reason } of report.skipped)
        process.stderr.write(`warning: ${relative}: not checked and not served: ${reason}\n`);
      if (report.broken.length > 0)
        process.stdout.write(`broken links (page -> link):\n${formatBrokenLinks(report.broken)}\n`);
      process.stdout.write(`${formatLinkSummary(report, performance.now() - started)}\n`);
      if (report.broken.length > 0) process.exitCode = EXIT_FAILURE;
    });
}
