/**
 * Runs the before/after samples of every RPC replaced by an RPC (src/site/upgrading/: the
 * pairs the "Upgrading to" and removed-RPC pages show) with run-samples.ts' runner: each
 * before sample against the stand-in of the full release that wrote it (lnd v0.20.3-beta for
 * SendPaymentSync), each after sample against the stand-in of the successor's release, each
 * release with its own work folder (its clones and compiled modules are of its tag). A sample
 * passes when the stand-in of its release received exactly the request it was written from:
 * for an after sample, the old request mapped onto the successor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type SiteContent, loadContent } from '../../src/content/load-content.ts';
import { parseHistoryFile } from '../../src/history/history-file.ts';
import { loadModel } from '../../src/release/load-model.ts';
import { nodeFacts } from '../../src/site/connection.ts';
import { daemonReplacements } from '../../src/site/history/replacements.ts';
import { type SiteRelease, allReleases, buildSiteApi } from '../../src/site/site-api.ts';
import { type PairSideSamples, pairSamples } from '../../src/site/upgrading/pair-samples.ts';
import { type RpcPair, rpcPair } from '../../src/site/upgrading/rpc-pairs.ts';
import { Recorder } from './recorder.ts';
import {
  type Run,
  type SampleRunOptions,
  type SampleRunReport,
  cliCheckPlans,
  expectedRequest,
  runCounted,
  runOne,
  runPlans,
} from './run-samples.ts';
import { Setup, locateRepoTrees } from './sample-setup.ts';
import { releaseCli } from './sample-world.ts';
import { type StandIn, startStandIn } from './stand-in-stubs.ts';
import { makeEcdsaCertificate } from './tls-cert.ts';

export interface UpgradeRunReport extends SampleRunReport {
  /** The pairs run: "rpc <old> -> <successor>". */
  pairs: string[];
}

/** A run with the release's work folder and set-up (each release's clones and modules are of its tag). */
interface ReleaseRun {
  run: Run;
  setup: Setup;
  options: SampleRunOptions;
}

/** What the runs of one release share: its stand-in, its work folder and set-up, its CLI's source. */
interface ReleaseContext {
  standIn: StandIn;
  setup: Setup;
  options: SampleRunOptions;
  goCli: Run['goCli'];
}

/**
 * Runs both sides of every pair (`only` picks pairs by their old RPC); counts by "protocol/language
 * variant before|after". `beforeOnSuccessorsRelease` points the before samples at the stand-in of
 * the successor's release instead (a check that they need their own release's).
 */
export async function runUpgradeSamples(
  options: SampleRunOptions & { beforeOnSuccessorsRelease?: boolean },
): Promise<UpgradeRunReport> {
  const { model } = await loadModel({ sources: options.sources, trees: options.trees });
  const api = buildSiteApi(model);
  // The build's own content loading: the same replacement facts the pages read.
  const content = loadContent(
    options.contentDir,
    api.daemons.map((d) => d.id),
  );
  const pairs = upgradePairs(api.daemons, content).filter((p) => !options.only || options.only(p.before.method));
  const tls = makeEcdsaCertificate(options.workDir);
  const recorder = new Recorder();
  const repoTrees = await locateRepoTrees(options.sources, options.trees);
  const report: UpgradeRunReport = { counts: new Map(), failures: [], rpcs: 0, refused: [], pairs: [] };
  const contexts = new Map<SiteRelease, Promise<ReleaseContext>>();
  const contextOf = (release: SiteRelease) => {
    let context = contexts.get(release);
    if (!context) contexts.set(release, (context = releaseContext(options, release, repoTrees, recorder, tls)));
    return context;
  };
  try {
    const runs: ReleaseRun[] = [];
    for (const pair of pairs) {
      report.pairs.push(pair.id);
      const facts = nodeFacts(pair.after.release, content.services, allReleases(api));
      const written = pairSamples(pair, facts.daemon);
      for (const [label, side] of [
        ['before', written.before],
        ['after', written.after],
      ] as const) {
        report.rpcs++;
        const context = await contextOf(side.side.release);
        // The samples' own release judges the request; only the calls go elsewhere when asked.
        const elsewhere = label === 'before' && options.beforeOnSuccessorsRelease;
        const ports = elsewhere ? (await contextOf(pair.after.release)).standIn.ports : context.standIn.ports;
        runs.push(...sideRuns(pair, label, side, context, facts, ports));
      }
    }
    // Every run in a warm host: the before and after samples are written by the same code as
    // the real samples', whose file runs one of each kind of program alone (runsOfTheirOwn).
    await runCounted(runs, options.concurrency, report, {
      run: (item) => item.run,
      runOne: (item) => runOne(item.run, item.options, item.setup, recorder, tls.cert),
    });
  } finally {
    for (const context of contexts.values()) await (await context).standIn.close();
  }
  return report;
}

async function releaseContext(
  options: SampleRunOptions,
  release: SiteRelease,
  repoTrees: Map<string, string>,
  recorder: Recorder,
  tls: { cert: Buffer; key: Buffer },
): Promise<ReleaseContext> {
  const releaseOptions = { ...options, workDir: path.join(options.workDir, `${release.id}@${release.version.tag}`) };
  fs.mkdirSync(releaseOptions.workDir, { recursive: true });
  return {
    standIn: await startStandIn({ ...options, service: release, recorder, tls }),
    setup: new Setup(releaseOptions, repoTrees),
    options: releaseOptions,
    goCli: await releaseCli(options, release),
  };
}

/** The runs of one side's samples, each variant it has. */
function sideRuns(
  pair: RpcPair,
  label: 'before' | 'after',
  side: PairSideSamples,
  context: ReleaseContext,
  facts: Run['facts'],
  ports: Run['ports'],
): ReleaseRun[] {
  const { options, standIn } = context;
  const release = side.side.release;
  const plans = runPlans(release, side.method);
  return side.samples.flatMap((sample) =>
    options.skip?.has(`${sample.protocol}/${sample.language}`)
      ? []
      : options.variants.flatMap((variant): ReleaseRun[] => {
          if (variant === 'full' && sample.variants.full === null) return [];
          const key = `${sample.protocol}/${sample.language} ${variant} ${label}`;
          const run: Run = {
            name: `${pair.id} ${key}`,
            key,
            service: release,
            method: side.method,
            sample,
            variant,
            expected: expectedRequest(standIn.registry, release, side.method, sample, variant, plans),
            ...cliCheckPlans(plans, variant),
            // No pair's RPC runs a CLI flow: the runner fails a sample making calls it does not expect.
            before: [],
            after: [],
            macaroon: side.macaroon,
            ports,
            facts,
            goCli: context.goCli,
          };
          return [{ run, setup: context.setup, options }];
        }),
  );
}

/** Every pair of every daemon (by the content's replacements and history), each once. */
export function upgradePairs(
  daemons: ReturnType<typeof buildSiteApi>['daemons'],
  content: Pick<SiteContent, 'dir' | 'replacements'>,
): RpcPair[] {
  const facts = content.replacements;
  const history = parseHistoryFile(fs.readFileSync(path.join(content.dir, 'history.json'), 'utf8'));
  const pairs = new Map<string, RpcPair>();
  for (const daemon of daemons) {
    const own = history.daemons[daemon.id];
    if (!own) continue;
    for (const replacement of daemonReplacements(daemon, own.history, facts).values()) {
      const result = rpcPair(daemon, replacement, null);
      if (result && 'pair' in result) pairs.set(result.pair.id, result.pair);
    }
  }
  return [...pairs.values()];
}
