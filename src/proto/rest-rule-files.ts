/**
 * A REST rules file (`lightning.yaml` beside `lightning.proto`) that goes missing takes
 * every REST route of its services with it, silently: grpc-gateway semantics make "no
 * rule" mean "no route". This check makes such a loss an error. A documented proto file's
 * rules file must be there when
 * - the release's previous build read it (recorded in the output's marker file), or
 * - the OpenAPI file generated beside it upstream (`lightning.swagger.json`) lists paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AggregateApidocsError, ProtoError } from '../shared/errors.ts';
import { treeKey } from './tree-key.ts';
import type { ApiModel, ApiRelease } from './model-types.ts';

/** REST rule files (tree-relative paths) a build read for one service's documented release. */
export interface RestRuleRecord {
  tag: string;
  files: string[];
}

/** The rules file of a proto file: same folder and name, `.yaml`. */
export function rulesFileOf(protoPath: string): string {
  return protoPath.replace(/\.proto$/, '.yaml');
}

/** Every release of the model with the folder of its own tree. */
function releasesWithTrees(
  model: ApiModel,
  treeDirs: Map<string, string>,
): { key: string; release: ApiRelease; dir: string }[] {
  return model.daemons.flatMap((daemon) =>
    daemon.releases.flatMap((release) => {
      const key = treeKey(daemon.id, release.tag);
      const dir = treeDirs.get(key);
      return dir ? [{ key, release, dir }] : [];
    }),
  );
}

/** The REST rule files each release's documented proto files have, for the marker (by daemon@tag). */
export function restRuleRecords(model: ApiModel, treeDirs: Map<string, string>): Record<string, RestRuleRecord> {
  const records: Record<string, RestRuleRecord> = {};
  for (const { key, release, dir } of releasesWithTrees(model, treeDirs)) {
    const files = release.protoFiles
      .map((f) => rulesFileOf(f.path))
      .filter((file) => fs.existsSync(path.join(dir, file)));
    records[key] = { tag: release.tag, files };
  }
  return records;
}

/**
 * Fails when a documented proto file lacks the rules file that an earlier build of the same
 * release read (`previous`, by service id) or that its upstream OpenAPI file implies.
 */
export function assertRestRuleFiles(
  model: ApiModel,
  treeDirs: Map<string, string>,
  previous: Record<string, RestRuleRecord>,
): void {
  const errors: ProtoError[] = [];
  for (const { key, release, dir } of releasesWithTrees(model, treeDirs)) {
    const before = previous[key]?.tag === release.tag ? new Set(previous[key]!.files) : new Set<string>();
    for (const proto of release.protoFiles) {
      const rules = rulesFileOf(proto.path);
      if (fs.existsSync(path.join(dir, rules))) continue;
      const reason = before.has(rules)
        ? `the previous build of ${release.daemonId} ${release.tag} read it`
        : openApiReason(path.join(dir, proto.path.replace(/\.proto$/, '.swagger.json')));
      if (!reason) continue;
      errors.push(
        new ProtoError(
          `REST rules file ${rules} of ${proto.path} is missing (${reason}); without it every REST route of the file's services would silently disappear`,
          {
            location: path.join(dir, rules),
            hint: `Restore the file: re-download the release (remove it from the cache) or fix the tree under APIDOCS_PROTOS; \`apidocs sources --verify\` checks whole trees.`,
          },
        ),
      );
    }
  }
  if (errors.length === 1) throw errors[0]!;
  if (errors.length > 1) throw new AggregateApidocsError(`${errors.length} REST rules files are missing:`, errors);
}

/** Why the OpenAPI file beside a proto file says REST rules exist; null when it does not. */
function openApiReason(file: string): string | null {
  let paths: unknown;
  try {
    paths = (JSON.parse(fs.readFileSync(file, 'utf8')) as { paths?: unknown }).paths;
  } catch {
    return null;
  }
  const count = typeof paths === 'object' && paths !== null ? Object.keys(paths).length : 0;
  return count > 0 ? `${path.basename(file)} beside it describes ${count} REST path${count === 1 ? '' : 's'}` : null;
}
