/**
 * The CLI command of a method for its samples: the command of the pinned CLI that calls the
 * RPC (from the CLI's Go source). A release that names no CLI files gives no way to check,
 * so there the command the proto comment names stands in, without flags or help.
 */
import type { MethodModel } from '../../proto/model-types.ts';
import type { SiteRelease } from '../site-api.ts';

export interface MethodCli {
  /** Full command: "lncli sendpayment". */
  path: string;
  flags: NonNullable<MethodModel['cliCommand']>['flags'];
  /** What the command's action reads from its arguments (absent without CLI files). */
  inputs?: NonNullable<MethodModel['cliCommand']>['inputs'];
  /** What `<path> --help` prints, or "" when unknown. */
  helpText: string;
  /** The command's one-line Usage (`lncli sendpayment - Send a payment over lightning.`), or "" when unknown. */
  usage: string;
}

/** The method's CLI command, or null when the CLI has none (or the comment names none). */
export function methodCli(
  service: Pick<SiteRelease, 'cliCommands'>,
  method: Pick<MethodModel, 'cliCommand' | 'cli'>,
): MethodCli | null {
  if (method.cliCommand) return method.cliCommand;
  if (service.cliCommands.length === 0 && method.cli) return { path: method.cli, flags: [], helpText: '', usage: '' };
  return null;
}
