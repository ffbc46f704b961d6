/** The --base option of serve, dev and check-links. */
import { ApidocsError } from '../shared/errors.ts';

/** "/api-docs" or "api-docs/" -> "/api-docs/"; refuses what is not a path. */
export function normalizeBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/^\/*/, '/').replace(/\/*$/, '/');
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(trimmed)) {
    throw new ApidocsError(`invalid base URL "${value}"`, {
      hint: 'Pass a path such as --base /api-docs/ (letters, digits, ".", "_", "~", "-" between slashes).',
    });
  }
  return trimmed;
}
