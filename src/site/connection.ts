/**
 * What the page needs to fill code samples and connection notes for the reader's node:
 * the daemon's connection facts (default ports from sources.json, data folder and file
 * layout from content/services/<id>.md front matter) and litd's, when the site documents
 * litd and the daemon can run inside it. The values themselves are computed from the
 * reader's settings by src/shared/node-settings.ts, on the server with the defaults.
 */
import type { ServiceContent } from '../content/load-content.ts';
import type { SiteRelease } from './site-api.ts';
import type { DaemonConnection, LitdConnection, NodeFacts } from '../shared/node-settings.ts';

export type { NodeFacts } from '../shared/node-settings.ts';

/** The connection facts of a service. */
export function nodeFacts(
  service: Pick<SiteRelease, 'id' | 'title' | 'daemon' | 'cli' | 'ports'>,
  services: ReadonlyMap<string, ServiceContent>,
  models: readonly Pick<SiteRelease, 'id' | 'ports'>[],
): NodeFacts {
  const content = services.get(service.id);
  if (!content) throw new Error(`Internal error: no content page for service ${service.id}`);
  const macaroon = content.macaroonPath.split('/');
  const daemon: DaemonConnection = {
    id: service.id,
    title: service.title,
    daemon: service.daemon,
    cli: service.cli,
    dirVariable: content.dirVariable,
    defaultDir: content.defaultDir,
    tlsCertPath: content.tlsCertPath,
    macaroonDir: macaroon.slice(0, -1).join('/'),
    defaultMacaroon: macaroon[macaroon.length - 1]!,
    ports: service.ports,
    inLitd: content.inLitd,
  };
  const litdContent = [...services.values()].find((s) => s.isLitd);
  const litdModel = litdContent ? models.find((m) => m.id === litdContent.id) : undefined;
  const litd: LitdConnection | null =
    content.inLitd && litdContent && litdModel
      ? {
          dirVariable: litdContent.dirVariable,
          defaultDir: litdContent.defaultDir,
          tlsCertPath: litdContent.tlsCertPath,
          port: litdModel.ports.grpc,
        }
      : null;
  return { daemon, litd };
}
