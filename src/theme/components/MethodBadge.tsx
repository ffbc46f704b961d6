/** An HTTP method as a coloured badge. */
import type { HttpMethod } from '../../proto/model-types.ts';

export function MethodBadge({ method }: { method: HttpMethod }) {
  return <span className={`method-badge method-badge--${method.toLowerCase()}`}>{method}</span>;
}
