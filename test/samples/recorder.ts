/**
 * What the stub servers received, by sample run. Each run gets its own macaroon files with
 * random contents, so the macaroon a request carries names the run that sent it and the
 * file it read; a request without a macaroon (an RPC that needs none) is kept aside and
 * matched by its content.
 */
import { randomBytes } from 'node:crypto';
import type { JsonValue } from '@bufbuild/protobuf';

export interface Received {
  rpc: string;
  /** grpc, http (plain REST) or websocket (REST through the WebSocket proxy). */
  transport: 'grpc' | 'http' | 'websocket';
  /** The request in canonical proto3 JSON (proto field names, defaults left out). */
  request: JsonValue | null;
  /** Why the stub refused the call (bad encoding, unknown field, wrong macaroon, ...). */
  error: string | null;
  /** The macaroon file the run read, or null when none was sent. */
  macaroonFile: string | null;
}

export class Recorder {
  private readonly macaroons = new Map<string, { run: string; file: string }>();
  private readonly byRun = new Map<string, Received[]>();
  private readonly anonymous: Received[] = [];

  /** A new macaroon (hex) for a run's file. */
  issueMacaroon(run: string, file: string): Buffer {
    const bytes = randomBytes(32);
    this.macaroons.set(bytes.toString('hex'), { run, file });
    return bytes;
  }

  /** The run and file of a hex macaroon (any case), or undefined when no run was given it. */
  lookup(hex: string | undefined): { run: string; file: string } | undefined {
    return hex ? this.macaroons.get(hex.toLowerCase()) : undefined;
  }

  /** Keeps what a call carried, under the run its macaroon names. */
  record(macaroonHex: string | undefined, entry: Omit<Received, 'macaroonFile'>): void {
    const owner = this.lookup(macaroonHex);
    const received = { ...entry, macaroonFile: owner?.file ?? null };
    if (owner) this.byRun.set(owner.run, [...(this.byRun.get(owner.run) ?? []), received]);
    else this.anonymous.push(received);
  }

  /** What a run's calls carried (taken out of the store). */
  take(run: string): Received[] {
    const entries = this.byRun.get(run) ?? [];
    this.byRun.delete(run);
    return entries;
  }

  /** Takes one anonymous call of an RPC whose request equals `request` (canonical JSON), if any. */
  takeAnonymous(rpc: string, matches: (entry: Received) => boolean): Received | undefined {
    const index = this.anonymous.findIndex((e) => e.rpc === rpc && matches(e));
    return index < 0 ? undefined : this.anonymous.splice(index, 1)[0];
  }

  /** Anonymous calls of an RPC still unclaimed (for failure messages). */
  anonymousOf(rpc: string): Received[] {
    return this.anonymous.filter((e) => e.rpc === rpc);
  }
}
