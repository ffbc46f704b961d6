/**
 * The encoding of one bytes field, for its row in a field table: raw bytes over gRPC (hex
 * in the CLIs), and over REST standard base64 in a JSON body or padded base64url in the
 * path or query. Links to the page's converter.
 */
export function BytesHelp({ placement }: { placement: 'path' | 'query' | 'body' | null }) {
  const rest = placement === 'path' || placement === 'query' ? `base64url with padding (in the ${placement})` : 'base64';
  return (
    <span className="bytes-help">
      gRPC: raw bytes (hex in the CLI) · REST: {rest} · <a href="#bytes-converter">convert</a>
    </span>
  );
}
