/**
 * How to write one bytes field, placed in its row of a field list: raw bytes over gRPC (hex
 * in the CLIs), standard base64 in a REST JSON body, base64url with padding in a REST path
 * or query (grpc-gateway refuses it unpadded). Links to the page's converter.
 */
export function BytesHelp() {
  return (
    <p className="bytes-help">
      Bytes: raw over gRPC (hex in the CLI); REST: base64 in the JSON body, base64url with padding in the path or query.{' '}
      <a href="#bytes-converter">Convert</a>
    </p>
  );
}
