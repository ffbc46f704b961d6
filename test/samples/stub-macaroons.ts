/**
 * The stand-in daemons' check of a call, before its handler: the rules of ./stand-in-daemon.ts
 * (read from the daemon's Go permission tables a second time, not from the model the samples'
 * macaroon choice comes from), with the macaroon a call carries mapped back to the file the
 * run read it from. A whitelist that applies only when the daemon is configured so (tapd's
 * public universe access) does not apply: the stubs run as a daemon does by default.
 */
import type { SourceService, SourceVersion } from '../../src/sources/sources-config.ts';
import { readGoPermissions } from './go-permission-reader.ts';
import type { Recorder } from './recorder.ts';
import { type Refusal, type StandInRules, refusalOf, standInRules, unservedRefusal } from './stand-in-daemon.ts';

/** What a stub asks of each call: why the daemon refuses it (null: it lets it through). */
export interface StubGuard {
  /** Refusal of a call of `uri` carrying the hex macaroon (undefined: none). */
  refuse(uri: string, hex: string | undefined): Refusal | null;
  /** Refusal when the daemon does not serve the RPC at all (REST: no route), else null. */
  unserved(uri: string): Refusal | null;
}

/** The rules of a daemon at a release, read from its Go tree and the macaroons sources.json names. */
export function readStandInRules(source: SourceService, version: SourceVersion, treeDir: string): StandInRules {
  return standInRules(source.id, readGoPermissions(treeDir), version.macaroons ?? []);
}

/** The guard of a daemon's stubs: its rules, macaroons looked up in the run's recorder. */
export function standInGuard(rules: StandInRules, recorder: Recorder): StubGuard {
  return {
    refuse: (uri, hex) => refusalOf(rules, uri, hex ? (recorder.lookup(hex)?.file ?? undefined) : null),
    unserved: (uri) => unservedRefusal(rules, uri),
  };
}
