/**
 * A stand-in daemon: the gRPC and REST stubs of one full release of a daemon (the service model's),
 * compiled from its protos, refusing what the daemon refuses by the rules read from its Go tree (stub-macaroons.ts).
 */
import { createFileRegistry } from '@bufbuild/protobuf';
import { compileRelease } from '../../src/proto/compile.ts';
import { locateTrees } from '../../src/release/load-model.ts';
import type { SiteRelease } from '../../src/site/site-api.ts';
import { type TreeOptions, locateTree } from '../../src/sources/proto-trees.ts';
import { type Sources, findService, newestVersion } from '../../src/sources/sources-config.ts';
import { startGatewayStub } from './gateway-stub.ts';
import { startGrpcStub } from './grpc-stub.ts';
import type { Recorder } from './recorder.ts';
import type { StandInRules } from './stand-in-daemon.ts';
import { readStandInRules, standInGuard } from './stub-macaroons.ts';
import { stubMethods } from './stub-methods.ts';

export interface StandIn {
  rules: StandInRules;
  registry: ReturnType<typeof createFileRegistry>;
  ports: { grpc: number; rest: number };
  close(): Promise<void>;
}

/** Starts the stand-in of a daemon at the service model's release on free ports of localhost. */
export async function startStandIn(params: {
  sources: Sources;
  trees: TreeOptions;
  service: SiteRelease;
  recorder: Recorder;
  tls: { cert: Buffer; key: Buffer };
}): Promise<StandIn> {
  const { sources, service, recorder, tls } = params;
  const source = findService(sources, service.id);
  // The release the service model is of (an upgrade's "before" samples run against an older full release).
  const version = source.versions.find((v) => v.tag === service.version.tag) ?? newestVersion(source);
  const located = await locateTrees(sources, source, version, (s, v) => locateTree(s, v, params.trees));
  const registry = createFileRegistry((await compileRelease(source, version, located)).set);
  // What the daemon refuses, read from its Go source a second time (not from the model the samples come from).
  const rules = readStandInRules(source, version, located.get(service.id)!.dir);
  const methods = stubMethods(service, registry, standInGuard(rules, recorder));
  const grpcStub = await startGrpcStub({ methods, cert: tls.cert, key: tls.key, recorder });
  const restStub = await startGatewayStub({ methods, cert: tls.cert, key: tls.key, recorder });
  return {
    rules,
    registry,
    ports: { grpc: grpcStub.port, rest: restStub.port },
    close: async () => {
      await grpcStub.close();
      await restStub.close();
    },
  };
}
