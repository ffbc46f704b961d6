/**
 * A daemon's error catalogue: every error a reader can meet calling its newest release, one
 * entry per message template. The pages, the Markdown copies, errors.json, MCP's
 * `explain_error` and search read this one model (docs/exports.md, "errors.json").
 */
import type { ErrorOrigin, GrpcCodeName } from '../../proto/model-types.ts';

export interface ErrorRpcRef {
  /** lnrpc.Lightning.OpenChannel */
  fullName: string;
  /** Lightning.OpenChannel */
  label: string;
  /** Its method page (full path with the base URL). */
  href: string;
}

export interface ErrorCause {
  text: string;
  /** What the reader can run or read to see whether this is the cause (`lncli state`), or null. */
  check: string | null;
}

export interface ErrorFix {
  text: string;
  /** The exact command or setting (`lncli unlock`, `restcors=`), or null. */
  command: string | null;
}

export interface ErrorEntry {
  /** Unique within the daemon and stable across builds: from the template's words. */
  slug: string;
  /** The message with run-time values as `…`. */
  template: string;
  /** A regular expression (JavaScript and RE2) matching the pasted text: see error-template.ts. */
  pattern: string;
  /** Fixed characters of the template: when several patterns match, the longest wins. */
  specificity: number;
  code: GrpcCodeName;
  codeNumber: number;
  /** The HTTP status of the REST gateway's answer. */
  httpStatus: number;
  origin: ErrorOrigin;
  /** The RPCs that return it (handler errors), or on which readers meet it (errors of every call). */
  rpcs: ErrorRpcRef[];
  /** Conditions in words under which the handler returns it (from the request fields). */
  conditions: string[];
  /** The Go sentinel variable it is (`invoices.ErrInvoiceNotFound`), or null. */
  sentinel: string | null;
  causes: ErrorCause[];
  fixes: ErrorFix[];
  /** The oldest pinned full release of the daemon that has it. */
  since: string;
  /** Where it is written upstream (the daemon's Go line, or the library's file). */
  sources: { label: string; href: string }[];
  /** Its catalogue page (full path with the base URL). */
  href: string;
}

export interface ErrorCatalogue {
  daemonId: string;
  daemonTitle: string;
  /** The daemon's CLI (lncli): the `[lncli] ` tag of a pasted error names the daemon. */
  cli: string;
  /** The newest release, which the catalogue documents. */
  tag: string;
  /** Entries most specific first (the order an app tries their patterns in). */
  entries: ErrorEntry[];
  /** The catalogue's index page. */
  href: string;
}

/** Origins in the order the index groups them, with their headings. */
export const ORIGIN_HEADINGS: readonly { origin: ErrorOrigin; title: string; summary: string }[] = [
  {
    origin: 'wallet-state',
    title: 'Wallet state',
    summary: 'Answered to every call while the wallet is locked, being created or the server is starting.',
  },
  {
    origin: 'macaroon',
    title: 'Macaroon check',
    summary: 'Answered before the handler runs when the macaroon is missing, unknown or lacks a permission.',
  },
  {
    origin: 'not-compiled',
    title: 'Sub-server not compiled in',
    summary: 'Answered when the RPC belongs to a sub-server the binary was built without.',
  },
  {
    origin: 'grpc',
    title: 'gRPC transport',
    summary: "Written by gRPC itself (grpc-go's server) when the service or method is unknown.",
  },
  {
    origin: 'gateway',
    title: 'REST gateway',
    summary: 'Written by grpc-gateway when a REST request does not map onto an RPC.',
  },
  { origin: 'litd-proxy', title: 'LiT proxy', summary: "Written by litd's proxy in front of the daemons it runs." },
  {
    origin: 'payment-failure',
    title: 'Payment failure reasons',
    summary: 'Why a payment failed, as the payment RPCs and lncli report it.',
  },
  {
    origin: 'handler',
    title: 'RPC handlers',
    summary: "Returned by an RPC's own handler (read from the daemon's Go source).",
  },
];
