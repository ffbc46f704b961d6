/** What every samples run on the real APIs shares: the pinned sources and content, the real trees, a fresh work folder, the tools found. */
import path from 'node:path';
import { loadSources } from '../../src/sources/sources-config.ts';
import { REAL_PROTOS, ROOT, offlineTrees, tempDir } from '../helpers/fixtures.ts';
import type { SampleRunOptions } from './run-samples.ts';
import type { SampleTools } from './sample-tools.ts';

export function realSampleOptions(
  tools: SampleTools,
): Pick<
  SampleRunOptions,
  'sources' | 'trees' | 'contentDir' | 'workDir' | 'nodeModules' | 'python' | 'protoc' | 'grpcPythonPlugin'
> {
  return {
    sources: loadSources(path.join(ROOT, 'content/sources.json')),
    trees: offlineTrees(REAL_PROTOS!),
    contentDir: path.join(ROOT, 'content'),
    workDir: tempDir('apidocs-samples-'),
    nodeModules: path.join(ROOT, 'node_modules'),
    python: tools.python,
    protoc: tools.protoc,
    grpcPythonPlugin: tools.grpcPythonPlugin,
  };
}
