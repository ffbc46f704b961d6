/**
 * A method's code samples as the `x-codeSamples` extension Redoc and Scalar show beside an
 * operation (`lang`, `label`, `source`): the page's samples (src/site/code-samples/, the
 * minimal request) with their slots filled with the default "Your node" settings, as the
 * server-rendered page and the Markdown copy show them.
 */
import type { MethodModel, SubServiceModel } from '../../proto/model-types.ts';
import { fillText, splitSlots } from '../../shared/code-template.ts';
import { DEFAULT_SETTINGS, connectionValues } from '../../shared/node-settings.ts';
import { codeSamples } from '../../site/code-samples/index.ts';
import { rpcMacaroon } from '../../site/code-samples/rpc-macaroon.ts';
import type { SampleLanguage } from '../../site/code-samples/types.ts';
import type { NodeFacts } from '../../site/connection.ts';
import type { SiteRelease } from '../../site/site-api.ts';

export interface XCodeSample {
  /** The language, as Redoc's and Scalar's highlighters name it. */
  lang: string;
  /** The tab's label: "gRPC JavaScript", "REST Python", "CLI", "curl". */
  label: string;
  source: string;
}

const LANG: Record<SampleLanguage, string> = {
  javascript: 'JavaScript',
  python: 'Python',
  cli: 'Shell',
  curl: 'Shell',
};
const PROTOCOL: Record<string, string> = { grpc: 'gRPC ', rest: 'REST ', shell: '' };

/**
 * The samples of a method that call it over REST or from the shell (REST JavaScript and
 * Python, the CLI, curl), in the page's tab order. The gRPC samples stay on the page: the
 * document is the REST API's, and they would double its size.
 */
export function xCodeSamples(
  release: SiteRelease,
  sub: SubServiceModel,
  method: MethodModel,
  node: NodeFacts,
): XCodeSample[] {
  const macaroon = rpcMacaroon(method, node.daemon);
  const values = connectionValues(DEFAULT_SETTINGS, node.daemon, node.litd, macaroon.file);
  const samples = codeSamples({ service: release, sub, method, macaroon: macaroon.file, macaroonNote: macaroon.note });
  return samples
    .filter((sample) => sample.protocol !== 'grpc')
    .map((sample) => ({
      lang: LANG[sample.language],
      label: `${PROTOCOL[sample.protocol] ?? ''}${sample.label}`,
      source: fillText(splitSlots(sample.variants.minimal), values),
    }));
}
