/**
 * Builds the API model of the site: for every service (in parallel) locate its proto
 * trees, compile them with buf, read its REST rules and convert; then make category slugs
 * unique site-wide.
 */
import fs from 'node:fs';
import path from 'node:path';
import { attachGoFacts } from '../gofacts/attach-go-facts.ts';
import { type LocatedTree, type TreeOptions, locateTree } from '../sources/proto-trees.ts';
import { type Sources, type SourceService, findService, pinnedVersion } from '../sources/sources-config.ts';
import { buildServiceModel } from './build-service-model.ts';
import { assignCategorySlugs } from './category-slugs.ts';
import { type CompiledService, compileService } from './compile.ts';
import type { ApiModel, ModelWarning } from './model-types.ts';
import { type RestRule, parseRestRules } from './rest-rules.ts';

export interface LoadModelOptions {
  sources: Sources;
  trees: TreeOptions;
  /** Service ids to include (all when absent). */
  only?: string[] | undefined;
}

export interface LoadedModel {
  model: ApiModel;
  warnings: ModelWarning[];
  /** Absolute folders of the trees used, by service id (for watch mode). */
  treeDirs: Map<string, string>;
}

/** Computes the API model of the selected services. */
export async function loadModel(options: LoadModelOptions): Promise<LoadedModel> {
  const { sources } = options;
  const selected = options.only ? options.only.map((id) => findService(sources, id)) : sources.services;
  const locate = memoizedLocator(options.trees);
  const pins = new Map(sources.services.map((s) => [s.id, { repo: s.repo, commit: pinnedVersion(s).commit, tag: pinnedVersion(s).tag }]));
  const cliNames = [...new Set(sources.services.map((s) => s.cli))];
  const treeDirs = new Map<string, string>();

  const results = await Promise.all(
    selected.map(async (service) => {
      const trees = await locateTrees(sources, service, locate);
      for (const tree of trees.values()) treeDirs.set(tree.service, tree.dir);
      const compiled = await compileService(service, trees);
      const built = buildServiceModel({
        service,
        version: pinnedVersion(service),
        compiled,
        restRules: readRestRules(compiled),
        pins,
        cliNames: [service.cli, ...cliNames.filter((c) => c !== service.cli)],
      });
      const withGo = attachGoFacts(built.service, { service, version: pinnedVersion(service), treeDir: trees.get(service.id)!.dir });
      return { service: withGo.service, warnings: [...built.warnings, ...withGo.warnings] };
    }),
  );
  return {
    model: { services: assignCategorySlugs(results.map((r) => r.service)) },
    warnings: results.flatMap((r) => r.warnings),
    treeDirs,
  };
}

/** One locate per service id even when several services borrow the same tree at once. */
function memoizedLocator(options: TreeOptions) {
  const pending = new Map<string, Promise<LocatedTree>>();
  return (service: SourceService): Promise<LocatedTree> => {
    let promise = pending.get(service.id);
    if (!promise) {
      promise = locateTree(service, pinnedVersion(service), options);
      pending.set(service.id, promise);
    }
    return promise;
  };
}

async function locateTrees(sources: Sources, service: SourceService, locate: (s: SourceService) => Promise<LocatedTree>) {
  const ids = new Set([service.id, ...service.protoRoots.flatMap((r) => (r.from ? [r.from] : []))]);
  const trees = new Map<string, LocatedTree>();
  for (const id of ids) trees.set(id, await locate(findService(sources, id)));
  return trees;
}

/** REST rules from the .yaml beside each documented file, when there is one. */
function readRestRules(compiled: CompiledService): RestRule[] {
  const rules: RestRule[] = [];
  for (const file of compiled.files.values()) {
    if (!file.documented) continue;
    const yamlPath = path.join(file.treeDir, file.treePath.replace(/\.proto$/, '.yaml'));
    if (!fs.existsSync(yamlPath)) continue;
    rules.push(...parseRestRules(fs.readFileSync(yamlPath, 'utf8'), yamlPath));
  }
  return rules;
}
