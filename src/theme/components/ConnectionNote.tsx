/** One line saying where the samples connect and with which files, following "Your node". */
import type { ConnectionValues } from '../../shared/node-settings.ts';

export function ConnectionNote({
  values,
  macaroon,
  daemon,
}: {
  values: ConnectionValues;
  macaroon: string | null;
  daemon: string;
}) {
  return (
    <p className="connection-note">
      gRPC <code>{values.grpcHost}</code>, REST <code>https://{values.restHost}</code>, TLS certificate{' '}
      <code>{values.tlsCertPath}</code>
      {macaroon ? (
        <>
          , macaroon <code>{values.macaroonPath}</code> (hex in the <code>macaroon</code> metadata or the{' '}
          <code>Grpc-Metadata-macaroon</code> header)
        </>
      ) : (
        <>, no macaroon</>
      )}
      {values.throughLitd ? <> — {daemon} inside litd</> : null}.
    </p>
  );
}
