/**
 * A self-written daemon for the error catalogue's tests: two full releases whose methods
 * carry the error facts the Go reading gives (message, code, condition, sentinel, via,
 * source) and whose newest release has `serviceErrors`. Only the fields the catalogue reads
 * are filled.
 */
import type { MethodErrorModel, ServiceErrorModel } from '../../src/proto/model-types.ts';
import type { SiteDaemon } from '../../src/site/site-api.ts';

const source = (line: number) => ({
  path: 'rpcserver.go',
  line,
  url: `https://github.com/demo/demod/blob/abc/rpcserver.go#L${line}`,
});

export const OPEN_ERRORS: MethodErrorModel[] = [
  {
    message: 'cannot open channel to self',
    code: 'InvalidArgument',
    condition: 'when `node_pubkey` is our own key',
    sentinel: null,
    via: ['parseOpenChannelReq'],
    source: source(10),
  },
  { message: 'funding amount … is below the minimum of … sat', source: source(11) },
  {
    message: 'unable to locate invoice',
    sentinel: 'invoices.ErrInvoiceNotFound',
    code: 'NotFound',
    source: source(12),
  },
];

export const SERVICE_ERRORS: ServiceErrorModel[] = [
  {
    origin: 'wallet-state',
    message: 'wallet locked, unlock it to enable full RPC access',
    code: 'Unknown',
    sentinel: 'rpcperms.ErrWalletLocked',
    source: source(69),
  },
  {
    origin: 'macaroon',
    message: 'expected 1 macaroon, got …',
    code: 'Unknown',
    sentinel: null,
    source: source(80),
  },
  {
    origin: 'payment-failure',
    message: 'insufficient local balance',
    code: 'Unknown',
    sentinel: null,
    source: source(94),
  },
];

interface MethodSpec {
  name: string;
  errors: MethodErrorModel[] | null;
  cli?: string;
  /** Its permission status (default `required`). */
  status?: 'required' | 'any' | 'none';
  /** The types its messages reach (default none). */
  types?: string[];
}

function release(tag: string, latest: boolean, methods: MethodSpec[], serviceErrors: ServiceErrorModel[]) {
  return {
    title: 'Demo',
    version: { tag, commit: 'abc' },
    latest,
    sitePrefix: latest ? 'api/demo/' : `api/demo/${tag}/`,
    serviceErrors,
    subServices: [
      {
        name: 'Lightning',
        fullName: 'demorpc.Lightning',
        slug: 'lightning',
        methods: methods.map((m) => ({
          name: m.name,
          fullName: `demorpc.Lightning.${m.name}`,
          slug: m.name.toLowerCase(),
          errors: m.errors,
          cliCommand: m.cli ? { path: m.cli } : null,
          permissions: { status: m.status ?? 'required' },
          types: m.types ?? [],
        })),
      },
    ],
  };
}

/**
 * The demo daemon: OpenChannel and OpenChannelSync share their messages; LookupInvoice is new
 * in v2; GetInfo needs no macaroon; SendPayment's messages carry the payment failure reason.
 */
export function demoDaemon(): SiteDaemon {
  const newest = release(
    'v2.0.0',
    true,
    [
      { name: 'OpenChannel', errors: OPEN_ERRORS, cli: 'democli openchannel' },
      { name: 'OpenChannelSync', errors: OPEN_ERRORS.slice(0, 2) },
      { name: 'LookupInvoice', errors: [OPEN_ERRORS[2]!] },
      { name: 'GetInfo', errors: [], status: 'none' },
      { name: 'SendPayment', errors: [], status: 'any', types: ['demorpc.Payment', 'demorpc.PaymentFailureReason'] },
    ],
    SERVICE_ERRORS,
  );
  const older = release('v1.0.0', false, [{ name: 'OpenChannel', errors: OPEN_ERRORS.slice(0, 1) }], []);
  return {
    id: 'demo',
    title: 'Demo',
    daemon: 'demod',
    cli: 'democli',
    releases: [newest, older],
  } as unknown as SiteDaemon;
}
