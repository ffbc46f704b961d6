/**
 * Causes and fixes of the errors the daemons' code writes, derived from what the model
 * knows: a handler message's condition when the Go reading found one, else a generic but
 * true reading of its code; an error of a layer every call passes through (read into
 * `serviceErrors`) gets its origin's advice unless content/errors.yaml reviews it.
 */
import type { ErrorOrigin, GrpcCodeName } from '../../proto/model-types.ts';
import type { ErrorCause, ErrorFix } from './catalogue-types.ts';

/** What a handler entry's advice reads. */
export interface HandlerFacts {
  code: GrpcCodeName;
  conditions: string[];
  /** `rpcserver.go:2210`, the first line that writes it. */
  sourceLabel: string | null;
  /** The CLI command of its one RPC (`lncli openchannel`), or null. */
  cliCommand: string | null;
}

/** Causes of a handler message: its conditions, else the check at its source line. */
export function handlerCauses(facts: HandlerFacts): ErrorCause[] {
  // A check is a command the reader can run; a handler's own test has none, so the cause
  // says where the test is instead (its line is linked on the page).
  const where = facts.sourceLabel ? ` The test is at ${facts.sourceLabel}.` : '';
  if (facts.conditions.length > 0) {
    return facts.conditions.map((condition) => ({ text: `The request was sent ${condition}.${where}`, check: null }));
  }
  return [{ text: `${CODE_CAUSES[facts.code] ?? CODE_CAUSES.Unknown!}${where}`, check: null }];
}

/** Fixes of a handler message: change the request it describes (with the CLI's help when there is one). */
export function handlerFixes(facts: HandlerFacts): ErrorFix[] {
  const help = facts.cliCommand ? `${facts.cliCommand} --help` : null;
  if (facts.conditions.length > 0) {
    return [
      {
        text: `Change the request so that it is no longer sent ${facts.conditions.join(', or ')}; the RPC's page lists what each field means.`,
        command: help,
      },
    ];
  }
  return [{ text: CODE_FIXES[facts.code] ?? CODE_FIXES.Unknown!, command: help }];
}

const CODE_CAUSES: Partial<Record<GrpcCodeName, string>> = {
  Unknown:
    'The handler refused the request or could not complete it; the values shown in place of … in the message are the ones at fault.',
  InvalidArgument: 'A field of the request has a value the handler does not accept.',
  OutOfRange: 'A field of the request is outside the range the handler accepts.',
  NotFound: 'The request names something the node does not have (an identifier, hash or outpoint).',
  AlreadyExists: 'The request creates something the node already has.',
  FailedPrecondition: 'The node is not in the state the call needs yet.',
  Unavailable: 'The part of the node that serves the call is not running (starting up or shutting down).',
  Unimplemented: 'The node does not support this call in its configuration.',
  PermissionDenied: 'The call is not allowed with the credentials or settings in use.',
  Internal: 'The node failed while serving the call.',
};

const CODE_FIXES: Partial<Record<GrpcCodeName, string>> = {
  Unknown: "Correct the value the message names (in the request or the node's state) and call again.",
  InvalidArgument: 'Correct the field the message names and send the request again.',
  OutOfRange: 'Send a value within the range the message gives.',
  NotFound: "Check the identifier against the node's own list of such objects and send it again.",
  AlreadyExists: 'Use the existing object, or remove it before creating it again.',
  FailedPrecondition: 'Wait until the node reaches the state the message names, then call again.',
  Unavailable: 'Wait until the node has started (or restart it) and call again.',
  Unimplemented:
    "Enable the feature the message names in the daemon's configuration, or use the call that replaces it.",
  PermissionDenied: 'Use credentials or settings that allow the call.',
  Internal: "Look at the daemon's log for the failure and report it upstream if it repeats.",
};

/** Advice of a layer's error no content entry reviews, by origin (`{cli}` is the daemon's CLI). */
export const ORIGIN_ADVICE: { readonly [K in ErrorOrigin]: { causes: ErrorCause[]; fixes: ErrorFix[] } } = {
  handler: {
    causes: [{ text: CODE_CAUSES.Unknown!, check: null }],
    fixes: [{ text: CODE_FIXES.Unknown!, command: null }],
  },
  'wallet-state': {
    causes: [
      {
        text: 'The wallet is locked, not created yet, or the RPC server is still starting: only the unlocker and state RPCs answer.',
        check: '{cli} state',
      },
    ],
    fixes: [
      {
        text: 'Unlock the wallet (or create it), then wait until the state is SERVER_ACTIVE.',
        command: '{cli} unlock',
      },
    ],
  },
  macaroon: {
    causes: [
      {
        text: 'The call carried no macaroon, a macaroon of another node, or one without the permission the RPC needs.',
        check: '{cli} printmacaroon --macaroon_file <path>',
      },
    ],
    fixes: [
      {
        text: 'Send the macaroon of this node that allows the RPC (its page lists the permissions), or bake one.',
        command: '{cli} bakemacaroon <entity:action>...',
      },
    ],
  },
  'not-compiled': {
    causes: [{ text: 'The daemon was built without the sub-server that serves the RPC.', check: '{cli} version' }],
    fixes: [
      { text: "Run a build with the sub-server's build tag (the release binaries have them all).", command: null },
    ],
  },
  grpc: {
    causes: [{ text: 'The daemon does not serve the service or method called.', check: '{cli} version' }],
    fixes: [
      { text: "Call a service and method the daemon's release has (the API reference lists them).", command: null },
    ],
  },
  gateway: {
    causes: [{ text: 'The REST request does not map onto an RPC of the daemon.', check: null }],
    fixes: [{ text: 'Use a REST route and body the REST endpoints page lists.', command: null }],
  },
  'payment-failure': {
    causes: [{ text: 'The payment could not be completed; the reason says why.', check: '{cli} listchannels' }],
    fixes: [{ text: "Check the channels' balances and the route, then retry the payment.", command: null }],
  },
  'litd-proxy': {
    causes: [{ text: "litd's proxy refused the call before any daemon saw it.", check: 'litcli status' }],
    fixes: [{ text: 'Check the sub-servers litd runs and the macaroon sent.', command: 'litcli status' }],
  },
};

/** Replaces `{cli}` and `{daemon}` in advice texts and commands. */
export function fillAdvice<T extends ErrorCause | ErrorFix>(
  items: readonly T[],
  names: { cli: string; daemon: string },
): T[] {
  const fill = (value: string | null) =>
    value === null ? null : value.replaceAll('{cli}', names.cli).replaceAll('{daemon}', names.daemon);
  return items.map((item) =>
    'check' in item
      ? { ...item, text: fill(item.text)!, check: fill(item.check) }
      : { ...item, text: fill(item.text)!, command: fill((item as ErrorFix).command) },
  );
}
