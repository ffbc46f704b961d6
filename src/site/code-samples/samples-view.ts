/** The code samples section of a method page: highlighted samples, connection facts, the macaroon and the CLI command. */
import type { MethodModel, SubServiceModel } from '../../proto/model-types.ts';
import type { SiteRelease } from '../site-api.ts';
import { nodeFacts } from '../connection.ts';
import type { CodeSampleView, CodeSamplesView } from '../page-data.ts';
import type { PageContext } from '../pages/page-context.ts';
import { flagFlow, flagLabel } from './flag-flow.ts';
import { codeSamples, highlightTemplate } from './index.ts';
import { methodCli } from './method-cli.ts';
import { rpcMacaroon } from './rpc-macaroon.ts';
import type { CodeSample } from './types.ts';
import { unservedView } from '../unserved-rpc.ts';

/** Builds the samples section of a method's page. */
export function codeSamplesView(
  ctx: PageContext,
  service: SiteRelease,
  sub: SubServiceModel,
  method: MethodModel,
): CodeSamplesView {
  const node = nodeFacts(service, ctx.content.services, ctx.api.daemons);
  const macaroon = rpcMacaroon(method, node.daemon);
  const samples = codeSamples({ service, sub, method, macaroon: macaroon.file, macaroonNote: macaroon.note }).map(
    sampleView,
  );
  const flow = samples.some((s) => s.flag) ? flagFlow({ service, method }) : null;
  const flag = flow ? { label: flagLabel(flow), command: `${flow.command} --${flow.flag}` } : null;
  const hasBytes = method.types.some((name) =>
    service.messages[name]?.fields.some((f) => f.type.kind === 'scalar' && f.type.name === 'bytes'),
  );
  // The page's CLI command: the daemon's own, else the first other CLI's (litcli for tapd's TaprootAssetChannels).
  const command = methodCli(service, method) ?? method.otherCliCommands?.[0] ?? null;
  const cli = command ? { command: command.path, help: command.helpText, usage: command.usage } : null;
  const unserved = unservedView(service, sub, method, ctx.content.services.get(service.id));
  return {
    node,
    macaroon: macaroon.file,
    samples,
    ...(flag ? { flag } : {}),
    cli,
    hasBytes,
    ...(unserved ? { unserved } : {}),
  };
}

/** A sample as the method page's tabs take it: its templates highlighted, their slots kept. */
export function sampleView(s: CodeSample): CodeSampleView {
  return {
    protocol: s.protocol,
    language: s.language,
    label: s.label,
    minimal: highlightTemplate(s.variants.minimal, s.language),
    full: s.variants.full === null ? null : highlightTemplate(s.variants.full, s.language),
    ...(s.variants.flag === undefined ? {} : { flag: highlightTemplate(s.variants.flag, s.language) }),
  };
}
