/**
 * What the sample runs of one test file share (runSamples' `world`): the site model of the
 * newest releases, the content's service pages, one TLS certificate, the recorder, the set-up
 * (clones linked, Python modules compiled) and, started when a run first needs it, each
 * daemon's stand-in and the second reading of its CLI.
 *
 * Why: opening it costs seconds (the model, a stand-in compiled from each daemon's protos, each
 * CLI read from its Go source, protoc for the Python samples), and a file that runs the samples
 * of a few RPCs again and again, broken on purpose, paid them at every run: about a minute and
 * a half of CI for the real samples' smaller tests. The stand-ins keep no state between calls
 * (stub-flows.ts), and every run's calls are told apart by the macaroons it was issued.
 */
import { loadServicePages } from '../../src/content/load-content.ts';
import { loadModel, locateTrees } from '../../src/release/load-model.ts';
import { type NodeFacts, nodeFacts } from '../../src/site/connection.ts';
import { type SiteRelease as ServiceModel, buildSiteApi, latestReleases } from '../../src/site/site-api.ts';
import { locateTree } from '../../src/sources/proto-trees.ts';
import { findService } from '../../src/sources/sources-config.ts';
import { readCliPackage } from './cli-check/cli-sources.ts';
import type { GoCliPackage } from './cli-check/go-cli-reading.ts';
import { Recorder } from './recorder.ts';
import type { SampleRunOptions } from './run-samples.ts';
import { Setup, locateRepoTrees } from './sample-setup.ts';
import { type StandIn, startStandIn } from './stand-in-stubs.ts';
import { type TlsFiles, makeEcdsaCertificate } from './tls-cert.ts';

/** The options a world is opened with: what every run of a file shares. */
export type SampleWorldOptions = Pick<
  SampleRunOptions,
  'sources' | 'trees' | 'contentDir' | 'workDir' | 'nodeModules' | 'python' | 'protoc' | 'grpcPythonPlugin'
>;

/** One daemon's part: how the pages connect to it, its stand-in, and its CLI read the second way. */
export interface DaemonWorld {
  facts: NodeFacts;
  standIn: StandIn;
  goCli: GoCliPackage | null;
}

export interface SampleWorld {
  /** The newest release of each daemon, as the site models it. */
  services: ServiceModel[];
  recorder: Recorder;
  tls: TlsFiles;
  setup: Setup;
  /** A daemon's part, started on first use. */
  daemon(service: ServiceModel): Promise<DaemonWorld>;
  /** Stops the stand-ins started. */
  close(): Promise<void>;
}

export async function openSampleWorld(options: SampleWorldOptions): Promise<SampleWorld> {
  const { model } = await loadModel({ sources: options.sources, trees: options.trees, releases: 'newest' });
  const services = latestReleases(buildSiteApi(model));
  const servicePages = loadServicePages(
    options.contentDir,
    services.map((s) => s.id),
  );
  const recorder = new Recorder();
  const tls = makeEcdsaCertificate(options.workDir);
  const setup = new Setup(options, await locateRepoTrees(options.sources, options.trees));
  const daemons = new Map<string, Promise<DaemonWorld>>();
  const start = async (service: ServiceModel): Promise<DaemonWorld> => ({
    facts: nodeFacts(service, servicePages, services),
    standIn: await startStandIn({ sources: options.sources, trees: options.trees, service, recorder, tls }),
    goCli: await releaseCli(options, service),
  });
  return {
    services,
    recorder,
    tls,
    setup,
    daemon(service) {
      let started = daemons.get(service.id);
      if (!started) daemons.set(service.id, (started = start(service)));
      return started;
    },
    async close() {
      const started = await Promise.allSettled(daemons.values());
      daemons.clear();
      for (const daemon of started) if (daemon.status === 'fulfilled') await daemon.value.standIn.close();
    },
  };
}

/** The CLI of a daemon's release, read from its Go source the second, simpler way (null when the release pins no CLI files). */
export async function releaseCli(
  options: Pick<SampleWorldOptions, 'sources' | 'trees'>,
  release: ServiceModel,
): Promise<GoCliPackage | null> {
  const source = findService(options.sources, release.id);
  const version = source.versions.find((v) => v.tag === release.version.tag)!;
  if (!version.cliFiles) return null;
  const trees = await locateTrees(options.sources, source, version, (s, v) => locateTree(s, v, options.trees));
  return readCliPackage(trees.get(release.id)!.dir, source, version);
}
