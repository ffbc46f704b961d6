/**
 * Compiles one release of a daemon's protos with buf, a real protobuf compiler front-end, into a
 * FileDescriptorSet with source info (comments and line numbers), exactly as protoc would
 * resolve imports and types.
 *
 * buf wants import roots as non-overlapping module folders, but the upstream layouts
 * overlap (lit imports both "lit-sessions.proto" and "proto/lnd.proto") and borrow files
 * from other trees. So each import root becomes a module folder r0, r1, ... in a temporary
 * workspace holding symlinks to just the selected files.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fromBinary } from '@bufbuild/protobuf';
import { type FileDescriptorSet, FileDescriptorSetSchema } from '@bufbuild/protobuf/wkt';
import { ProtoError } from '../shared/errors.ts';
import { stopOnInterrupt } from '../shared/interrupt-cleanup.ts';
import type { LocatedTree } from '../sources/proto-trees.ts';
import { type SourceService, type SourceVersion, type ProtoRoot, protoRootsOf } from '../sources/sources-config.ts';
import { selectRootProtos } from '../sources/tree-files.ts';
import { bufBinary } from './buf-binary.ts';
import { type ImageMemo, type StagedInput, imageKey } from './image-memo.ts';
import { createStageDir, releaseStageDir } from './stage-dirs.ts';

const execFileAsync = promisify(execFile);

/** A compiled .proto file and where it came from. */
export interface CompiledFile {
  /** Name inside the descriptor set (the import path). */
  name: string;
  /** Daemon id of the tree the file lives in (differs for borrowed imports). */
  treeService: string;
  /** Release tag of that tree. */
  treeTag: string;
  /** Absolute tree folder. */
  treeDir: string;
  /** Path relative to the tree, as upstream links use. */
  treePath: string;
  documented: boolean;
}

export interface CompiledService {
  set: FileDescriptorSet;
  /** Compiled files by descriptor name. */
  files: Map<string, CompiledFile>;
}

export interface CompileOptions {
  /**
   * Keep comments and line numbers (default true). The API history needs neither: without
   * them buf's output is several times smaller and faster to read.
   */
  sourceInfo?: boolean;
  /** Images built earlier in the caller's run, shared by releases with the same inputs (image-memo.ts). */
  images?: ImageMemo;
}

/**
 * Stages the selected files of one release, runs `buf build` and returns the descriptors.
 * `trees` holds the release's own tree and each borrowed tree, by daemon id.
 */
export async function compileRelease(
  service: SourceService,
  version: SourceVersion,
  trees: Map<string, LocatedTree>,
  options: CompileOptions = {},
): Promise<CompiledService> {
  const { files, inputs, modules } = selectFiles(service, protoRootsOf(service, version), trees);
  if (![...files.values()].some((f) => f.documented)) {
    throw new ProtoError(`no documented .proto files found for ${service.id}`, {
      location: trees.get(service.id)?.dir,
      hint: 'Check protoRoots[].dir and documented globs in content/sources.json against the tree layout.',
    });
  }
  const sourceInfo = options.sourceInfo ?? true;
  const build = () => buildImage(service, inputs, modules, sourceInfo, files);
  const image = await (options.images?.image(imageKey(inputs, `${sourceInfo}\0${modules.join(',')}`), build) ??
    build());
  return { set: fromBinary(FileDescriptorSetSchema, image), files };
}

/** Stages the inputs in a temporary buf workspace and builds their image. */
async function buildImage(
  service: SourceService,
  inputs: StagedInput[],
  modules: string[],
  sourceInfo: boolean,
  files: Map<string, CompiledFile>,
): Promise<Buffer> {
  const stage = createStageDir(service.id);
  try {
    for (const input of inputs) {
      const link = path.join(stage, input.stagedPath);
      fs.mkdirSync(path.dirname(link), { recursive: true });
      fs.symlinkSync(input.realPath, link);
    }
    const yaml = ['version: v2', 'modules:', ...modules.map((m) => `  - path: ${m}`)].join('\n');
    fs.writeFileSync(path.join(stage, 'buf.yaml'), `${yaml}\n`);
    const image = path.join(stage, 'image.binpb');
    const staged = new Set(inputs.map((i) => i.stagedPath));
    await runBuf(stage, image, sourceInfo, (stagedPath) => resolveStaged(stagedPath, staged, files));
    return fs.readFileSync(image);
  } finally {
    releaseStageDir(stage);
  }
}

/** The files of a release's proto roots: each root a buf module folder r0, r1, ...; the compiled files by import path. */
function selectFiles(service: SourceService, roots: ProtoRoot[], trees: Map<string, LocatedTree>) {
  const files = new Map<string, CompiledFile>();
  const inputs: StagedInput[] = [];
  const modules: string[] = [];
  roots.forEach((root, index) => {
    const tree = trees.get(root.from ?? service.id);
    if (!tree) throw new Error(`Internal error: no tree located for ${root.from ?? service.id}`);
    const moduleDir = `r${index}`;
    modules.push(moduleDir);
    for (const proto of selectRootProtos(tree.dir, root)) {
      const previous = files.get(proto.importPath);
      if (previous) {
        throw new ProtoError(`"${proto.importPath}" is selected by two proto roots of ${service.id}`, {
          location: path.join(tree.dir, proto.treePath),
          hint: `It is also ${previous.treePath} in ${previous.treeService}; narrow the globs in content/sources.json so each import path is chosen once.`,
        });
      }
      inputs.push({ stagedPath: `${moduleDir}/${proto.importPath}`, realPath: path.join(tree.dir, proto.treePath) });
      files.set(proto.importPath, {
        name: proto.importPath,
        treeService: tree.service,
        treeTag: tree.tag,
        treeDir: tree.dir,
        treePath: proto.treePath,
        documented: proto.documented,
      });
    }
  });
  return { files, inputs, modules };
}

/** Maps a path buf reports (r1/foo.proto) back to the real file. */
function resolveStaged(stagedPath: string, staged: Set<string>, files: Map<string, CompiledFile>): string {
  if (!staged.has(stagedPath)) return stagedPath;
  const file = files.get(stagedPath.replace(/^r\d+\//, ''));
  return file ? path.join(file.treeDir, file.treePath) : stagedPath;
}

interface BufDiagnostic {
  path?: string;
  start_line?: number;
  start_column?: number;
  message?: string;
}

async function runBuf(
  stage: string,
  image: string,
  sourceInfo: boolean,
  realPath: (staged: string) => string,
): Promise<void> {
  try {
    const run = execFileAsync(
      bufBinary(),
      [
        'build',
        '.',
        '--as-file-descriptor-set',
        '--error-format=json',
        ...(sourceInfo ? [] : ['--exclude-source-info']),
        '-o',
        image,
      ],
      {
        cwd: stage,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, BUF_CACHE_DIR: path.join(stage, '.bufcache') },
      },
    );
    await stopOnInterrupt(run.child, run);
  } catch (error) {
    const output = `${(error as { stdout?: string }).stdout ?? ''}\n${(error as { stderr?: string }).stderr ?? ''}`;
    throw bufFailure(output, realPath, error);
  }
}

/**
 * Turns buf's JSON diagnostics into one ProtoError. The root cause goes first: a syntax
 * error or a missing import makes buf report many "cannot find" errors before it.
 */
function bufFailure(output: string, realPath: (staged: string) => string, cause: unknown): ProtoError {
  const diagnostics = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as BufDiagnostic;
      } catch {
        return undefined;
      }
    })
    .filter((d): d is BufDiagnostic => d !== undefined && typeof d.message === 'string')
    .sort((a, b) => severity(a.message!) - severity(b.message!));
  if (diagnostics.length === 0) {
    return new ProtoError(`buf could not compile the protos: ${output.trim() || String(cause)}`, {
      hint: 'Check that the proto tree is complete; re-download it or fix APIDOCS_PROTOS.',
      cause,
    });
  }
  const [first] = diagnostics as [BufDiagnostic, ...BufDiagnostic[]];
  const file = realPath(first.path ?? '');
  const where = (d: BufDiagnostic) => `${realPath(d.path ?? '')}:${d.start_line ?? 0}:${d.start_column ?? 0}`;
  const shown = diagnostics
    .slice(1, 6)
    .map((d) => `\n  also ${where(d)}: ${d.message}`)
    .join('');
  const more = diagnostics.length > 6 ? `\n  ... and ${diagnostics.length - 6} more` : '';
  const excerpt = sourceLine(file, first.start_line);
  return new ProtoError(`${first.message}${excerpt ? `\n  > ${excerpt}` : ''}${shown}${more}`, {
    location: where(first),
    hint: hintFor(first.message ?? ''),
    cause,
  });
}

/** Ranks messages so root causes sort first: syntax, then imports, then the rest. */
function severity(message: string): number {
  if (/unexpected|unmatched|syntax|expected|invalid/i.test(message)) return 0;
  if (/import/i.test(message)) return 1;
  return 2;
}

/** The source line an error points at, trimmed, to show under the message. */
function sourceLine(file: string, line: number | undefined): string | undefined {
  if (!line) return undefined;
  try {
    return fs.readFileSync(file, 'utf8').split('\n')[line - 1]?.trim() || undefined;
  } catch {
    return undefined;
  }
}

function hintFor(message: string): string {
  if (/import|does not exist|not found/i.test(message)) {
    return 'Fix the import path, or add the imported file to a protoRoot (documented or importOnly) in content/sources.json.';
  }
  if (/cannot find|unknown type|undefined|not defined/i.test(message)) {
    return 'Define the type, import the file that declares it, or correct its name.';
  }
  return 'Fix the .proto syntax at that position, or pin a release that compiles in content/sources.json.';
}
