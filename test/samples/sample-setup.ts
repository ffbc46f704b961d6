/**
 * The set-up a sample's opening comment asks for ("Set up once"), followed as a reader would:
 * `git clone` at a pinned tag becomes a link to the local tree (checked against sources.json),
 * `python -m grpc_tools.protoc ...` runs Debian's protoc and gRPC Python plugin once per
 * distinct command, and `npm install` must name this project's dev dependencies.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type TreeOptions, locateTree } from '../../src/sources/proto-trees.ts';
import type { Sources } from '../../src/sources/sources-config.ts';
import { runProgram } from '../helpers/small-spawner.ts';
import type { SampleRunOptions } from './run-samples.ts';

/** What the set-up needs of a run's options: its work folder and tools. */
export type SetupOptions = Pick<SampleRunOptions, 'workDir' | 'nodeModules' | 'protoc' | 'grpcPythonPlugin'>;

/** Each repository's tree at each pinned tag, by "owner/name@tag". */
export async function locateRepoTrees(sources: Sources, trees: TreeOptions): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const service of sources.services) {
    for (const version of service.versions)
      map.set(`${service.repo}@${version.tag}`, (await locateTree(service, version, trees)).dir);
  }
  return map;
}

/** Follows the samples' set-up lines: clones become links to the local trees, protoc runs once per command. */
export class Setup {
  private readonly compiled = new Map<string, Promise<string>>();
  private jsDir: string | undefined;

  constructor(
    private readonly options: SetupOptions,
    private readonly repoTrees: Map<string, string>,
  ) {}

  /** Checks a `git clone --depth 1 --branch TAG URL` line and links the local tree into `dir`. */
  clone(dir: string, line: string): void {
    const match = /^git clone --depth 1 --branch (\S+) https:\/\/github\.com\/([\w.-]+\/[\w.-]+)$/.exec(line);
    if (!match) throw new Error(`not a clone command this test knows: ${line}`);
    const [, tag, repo] = match as unknown as [string, string, string];
    const tree = this.repoTrees.get(`${repo}@${tag}`);
    if (!tree) throw new Error(`clones ${repo} at ${tag}, which sources.json does not pin`);
    const link = path.join(dir, repo.split('/')[1]!);
    if (!fs.existsSync(link)) fs.symlinkSync(tree, link);
  }

  /** The folder JavaScript samples run in (clones and node_modules linked in). */
  javascriptDir(lines: string[]): string {
    this.jsDir ??= (() => {
      const dir = path.join(this.options.workDir, 'js');
      fs.mkdirSync(path.join(dir, 'samples'), { recursive: true });
      fs.symlinkSync(this.options.nodeModules, path.join(dir, 'node_modules'));
      return dir;
    })();
    for (const line of lines) {
      if (line.startsWith('git clone')) this.clone(this.jsDir, line);
      else if (line.startsWith('npm install ')) {
        for (const pkg of line.slice('npm install '.length).split(/\s+/)) {
          if (!fs.existsSync(path.join(this.options.nodeModules, pkg)))
            throw new Error(`npm package ${pkg} is not installed (add it to devDependencies)`);
        }
      } else throw new Error(`unknown set-up line: ${line}`);
    }
    return this.jsDir;
  }

  /** The folder a Python gRPC sample runs in: its clones, and the modules its protoc command generated. */
  pythonDir(lines: string[]): Promise<string> {
    const key = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    let dir = this.compiled.get(key);
    if (!dir) {
      dir = this.compilePython(path.join(this.options.workDir, 'py', key), lines);
      this.compiled.set(key, dir);
    }
    return dir;
  }

  private async compilePython(dir: string, lines: string[]): Promise<string> {
    fs.mkdirSync(dir, { recursive: true });
    for (const line of lines) {
      if (line.startsWith('git clone')) this.clone(dir, line);
      else if (line === 'pip install grpcio grpcio-tools')
        continue; // Debian's python3-grpcio, protoc and plugin stand in.
      else if (line.startsWith('python -m grpc_tools.protoc ')) {
        const args = line.slice('python -m grpc_tools.protoc '.length).split(/\s+/);
        const result = await runProgram(
          this.options.protoc,
          [`--plugin=protoc-gen-grpc_python=${this.options.grpcPythonPlugin}`, ...args],
          { cwd: dir, timeout: 60_000 },
        );
        if (result.code !== 0) throw new Error(`protoc failed: ${result.stderr.trim()}`);
      } else throw new Error(`unknown set-up line: ${line}`);
    }
    return dir;
  }
}

/** The indented command lines under "Set up once" in a sample's opening comment. */
export function setupLines(code: string, marker: string): string[] {
  const lines = code.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${marker} Set up once`));
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(`${marker}   `)) break;
    out.push(line.slice(marker.length + 3));
  }
  return out;
}
