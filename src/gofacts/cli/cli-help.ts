/**
 * The text `<cli> <command> --help` prints, rendered from the extracted definition with
 * urfave/cli's help templates: v1's CommandHelpTemplate (leaf commands) and
 * SubcommandHelpTemplate (commands with sub-commands), aligned by Go's tabwriter, and
 * v3's equivalents. A flag default is shown only when the source writes it as a
 * constant; a computed default (a path from the user's home folder) is left out.
 */
import type { CliFramework, ExtractedCommand, ExtractedFlag } from './cli-commands.ts';
import { tabwrite } from './tabwriter.ts';

/** The help text of a command whose full path (with the CLI name) is `path`. */
export function renderCommandHelp(command: ExtractedCommand, path: string): string {
  const text = command.framework === 'v3' ? renderV3(command, path) : renderV1(command, path);
  // The templates leave trailing spaces and a blank last line that no terminal shows.
  return `${text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd()}\n`;
}

/** One flag line as urfave/cli prints it (before tab alignment): `--name value, -n value\tusage (default: x)`. */
export function flagHelpLine(flag: ExtractedFlag, framework: CliFramework): string {
  const { placeholder, usage } = unquoteUsage(flag.usage);
  const takesValue = flag.goKind !== 'Bool' && flag.goKind !== 'BoolT';
  const shownPlaceholder = takesValue ? placeholder || 'value' : '';
  const names = [flag.name, ...flag.aliases]
    .map((name) => `${name.length === 1 ? '-' : '--'}${name}${shownPlaceholder ? ` ${shownPlaceholder}` : ''}`)
    .join(', ');
  const shownDefault = defaultText(flag, framework);
  const text = `${names}\t${`${usage}${shownDefault ? ` (default: ${shownDefault})` : ''}`.trim()}`;
  return flag.envVars.length > 0 ? `${text} [${flag.envVars.map((v) => `$${v}`).join(', ')}]` : text;
}

/** What urfave/cli shows after "default:", or "" for nothing. */
function defaultText(flag: ExtractedFlag, framework: CliFramework): string {
  if (framework === 'v3' && flag.defaultText) return flag.defaultText;
  const slice = flag.goKind.endsWith('Slice');
  if (flag.value && !flag.value.known) return '';
  if (slice) return flag.value?.known ? flag.value.text : '';
  if (flag.goKind === 'Bool' || flag.goKind === 'BoolT') {
    // v1 bool flags have no Value field; v3 prints the bool value.
    return framework === 'v3' ? (flag.value?.known ? flag.value.text : 'false') : '';
  }
  const value = flag.value?.known ? flag.value.text : zeroValue(flag.goKind);
  // An empty string default is not shown ("(default: )" is dropped).
  return value === '""' || value === '' ? '' : value;
}

/** The zero value Go prints for a flag kind without a written Value (v1 always prints it). */
function zeroValue(goKind: string): string {
  if (goKind === 'String' || goKind === 'Generic' || goKind === 'Path') return '';
  if (goKind === 'Duration') return '0s';
  return '0';
}

/** urfave/cli's backquoted placeholder: Usage "load `FILE`" shows `--config FILE` and "load FILE". */
function unquoteUsage(usage: string): { placeholder: string; usage: string } {
  const start = usage.indexOf('`');
  if (start === -1) return { placeholder: '', usage };
  const end = usage.indexOf('`', start + 1);
  if (end === -1) return { placeholder: '', usage };
  return {
    placeholder: usage.slice(start + 1, end),
    usage: usage.slice(0, start) + usage.slice(start + 1, end) + usage.slice(end + 1),
  };
}

function visibleFlags(command: ExtractedCommand): ExtractedFlag[] {
  return command.flags.filter((f) => !f.hidden);
}

const HELP_FLAG: ExtractedFlag = {
  name: 'help',
  aliases: ['h'],
  usage: 'show help',
  goKind: 'Bool',
  value: undefined,
  defaultText: null,
  envVars: [],
  hidden: false,
  required: false,
};

const HELP_COMMAND_USAGE = 'Shows a list of commands or help for one command';

function renderV1(command: ExtractedCommand, path: string): string {
  const flags = visibleFlags(command);
  const parts: string[] = [];
  if (command.subcommands.length === 0) {
    // v1 prints the command as declared: the help flag it adds at run time is not listed.
    parts.push(`NAME:\n   ${path} - ${command.usage}\n\nUSAGE:\n   `);
    parts.push(
      command.usageText ||
        `${path}${flags.length > 0 ? ' [command options]' : ''} ${command.argsUsage || '[arguments...]'}`,
    );
    if (command.category) parts.push(`\n\nCATEGORY:\n   ${command.category}`);
    if (command.description) parts.push(`\n\nDESCRIPTION:\n   ${command.description}`);
    if (flags.length > 0) parts.push(`\n\nOPTIONS:\n   ${flags.map((f) => `${flagHelpLine(f, 'v1')}\n   `).join('')}`);
    return tabwrite(`${parts.join('')}\n`);
  }
  // A command with sub-commands runs as a sub-app: it gains the help command and flag.
  const appFlags = command.hideHelp ? flags : [...flags, HELP_FLAG];
  parts.push(`NAME:\n   ${path} - ${command.description || command.usage}\n\nUSAGE:\n   `);
  parts.push(
    command.usageText ||
      `${path} command${appFlags.length > 0 ? ' [command options]' : ''} ${command.argsUsage || '[arguments...]'}`,
  );
  parts.push('\n\nCOMMANDS:');
  for (const [category, commands] of visibleCategories(command)) {
    if (category) {
      parts.push(`\n   ${category}:`);
      for (const c of commands) parts.push(`\n     ${c.names.join(', ')}\t${c.usage}`);
    } else {
      for (const c of commands) parts.push(`\n   ${c.names.join(', ')}\t${c.usage}`);
    }
  }
  if (appFlags.length > 0)
    parts.push(`\n\nOPTIONS:\n   ${appFlags.map((f) => `${flagHelpLine(f, 'v1')}\n   `).join('')}`);
  return tabwrite(`${parts.join('')}\n`);
}

interface ListedCommand {
  names: string[];
  usage: string;
}

/** Sub-commands grouped by category, categories sorted by name ("" first), as v1 lists them. */
function visibleCategories(command: ExtractedCommand): [string, ListedCommand[]][] {
  const listed: (ListedCommand & { category: string })[] = command.subcommands
    .filter((c) => !c.hidden)
    .map((c) => ({ names: [c.name, ...c.aliases], usage: c.usage, category: c.category }));
  if (!command.hideHelp) listed.push({ names: ['help', 'h'], usage: HELP_COMMAND_USAGE, category: '' });
  const categories = [...new Set(listed.map((c) => c.category))].sort();
  return categories.map((category) => [category, listed.filter((c) => c.category === category)]);
}

function renderV3(command: ExtractedCommand, path: string): string {
  const flags = [...visibleFlags(command), ...(command.hideHelp ? [] : [HELP_FLAG])];
  const commands = visibleCategories(command).flatMap(([, list]) => list);
  const hasCommands = command.subcommands.length > 0;
  const parts: string[] = [];
  parts.push(
    `NAME:\n   ${path}${command.usage ? ` - ${indentContinuation(command.usage, path.length + 6)}` : ''}\n\nUSAGE:\n   `,
  );
  parts.push(
    command.usageText
      ? indentContinuation(command.usageText, 3)
      : `${path}${flags.length > 0 ? ' [options]' : ''}${hasCommands ? ' [command [command options]]' : ''}${command.argsUsage ? ` ${command.argsUsage}` : ''}`,
  );
  if (command.category) parts.push(`\n\nCATEGORY:\n   ${command.category}`);
  if (command.description) parts.push(`\n\nDESCRIPTION:\n   ${indentContinuation(command.description, 3)}`);
  if (hasCommands) {
    const width = Math.max(...commands.map((c) => c.names.join(', ').length));
    parts.push('\n\nCOMMANDS:');
    for (const c of commands) {
      const names = c.names.join(', ');
      parts.push(`\n   ${names}${' '.repeat(width + 2 - names.length)}${indentContinuation(c.usage, width + 5)}`);
    }
  }
  if (flags.length > 0)
    parts.push(`\n\nOPTIONS:${flags.map((f) => `\n   ${indentContinuation(flagHelpLine(f, 'v3'), 6)}`).join('')}`);
  return tabwrite(`${parts.join('')}\n`);
}

/** urfave/cli v3's `wrap` with no width limit: continuation lines are indented by `offset`. */
function indentContinuation(text: string, offset: number): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 || line.trim() === '' ? line : `${' '.repeat(offset)}${line}`))
    .join('\n');
}
