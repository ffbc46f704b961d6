/**
 * How a reader connects to a daemon: hosts from the pinned default ports, TLS certificate
 * and macaroon paths from the service's content page (content/services/<id>.md front
 * matter). Code samples and the service index page both read it.
 */
import type { SiteRelease } from './site-api.ts';

export interface Connection {
  /** Placeholder for the daemon's data folder, e.g. LND_DIR. */
  dirVariable: string;
  /** TLS certificate path using the placeholder, e.g. LND_DIR/tls.cert. */
  tlsCertPath: string;
  /** Macaroon path using the placeholder, e.g. LND_DIR/data/chain/bitcoin/regtest/admin.macaroon. */
  macaroonPath: string;
  /** host:port of the gRPC server, e.g. localhost:10009. */
  grpcHost: string;
  /** host:port of the REST server, e.g. localhost:8080. */
  restHost: string;
}

/** The connection facts of a service from its model and its content front matter. */
export function connectionOf(
  service: Pick<SiteRelease, 'ports'>,
  paths: { dirVariable: string; tlsCertPath: string; macaroonPath: string },
): Connection {
  return {
    ...paths,
    grpcHost: `localhost:${service.ports.grpc}`,
    restHost: `localhost:${service.ports.rest}`,
  };
}
