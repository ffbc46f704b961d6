/**
 * The macaroon in OpenAPI terms: an `apiKey` scheme (the hex macaroon in the
 * Grpc-Metadata-macaroon header, which grpc-gateway forwards as gRPC metadata), and per
 * operation the requirement its macaroon need implies (src/site/macaroon-need.ts):
 * none -> `security: []`; any macaroon -> the scheme without scopes; listed permissions ->
 * the scheme with the `entity:action` entries as scopes. A need that a daemon option can
 * lift (tapd's public universe access) adds the empty requirement `{}`: the call works
 * without a macaroon when the option is set. `x-macaroon` says the same with the smallest
 * default macaroon and the condition, for tools and readers.
 */
import type { MacaroonNeed } from '../../site/macaroon-need.ts';

export const MACAROON_SCHEME = 'macaroon';

/** The components.securitySchemes entry. */
export function macaroonScheme(daemon: string): Record<string, unknown> {
  return {
    type: 'apiKey',
    in: 'header',
    name: 'Grpc-Metadata-macaroon',
    description: `A macaroon of ${daemon}, hex-encoded (\`xxd -ps -u -c 1000 admin.macaroon\`). Each operation lists the \`entity:action\` permissions it needs as scopes; \`x-macaroon\` names the smallest macaroon ${daemon} bakes by default that holds them.`,
  };
}

/** An operation's `security` requirements. */
export function securityOf(need: MacaroonNeed): Record<string, string[]>[] {
  switch (need.kind) {
    case 'none':
      return [];
    case 'any':
      return need.publicWhen.length > 0 ? [{ [MACAROON_SCHEME]: [] }, {}] : [{ [MACAROON_SCHEME]: [] }];
    case 'listed':
      return need.publicWhen.length > 0
        ? [{ [MACAROON_SCHEME]: need.permissions }, {}]
        : [{ [MACAROON_SCHEME]: need.permissions }];
    case 'not-served':
    case 'no-entry':
    case 'unknown':
      return [{ [MACAROON_SCHEME]: [] }];
  }
}

/** The `x-macaroon` extension of an operation. */
export function macaroonExtension(need: MacaroonNeed): Record<string, unknown> {
  switch (need.kind) {
    case 'none':
      return {
        need: 'none',
        uriPermission: need.uriPermission,
        ...(need.whitelist ? { whitelist: need.whitelist } : {}),
      };
    case 'any':
      return {
        need: 'any',
        permissions: [],
        smallestMacaroon: need.smallestMacaroon,
        macaroons: need.macaroons,
        uriPermission: need.uriPermission,
        publicWhen: need.publicWhen,
        ...(need.whitelist ? { whitelist: need.whitelist } : {}),
      };
    case 'listed':
      return {
        need: 'listed',
        permissions: need.permissions,
        smallestMacaroon: need.smallestMacaroon,
        macaroons: need.macaroons,
        uriPermission: need.uriPermission,
        publicWhen: need.publicWhen,
        ...(need.whitelist ? { whitelist: need.whitelist } : {}),
      };
    case 'not-served':
    case 'no-entry':
      return { need: need.kind, uriPermission: need.uriPermission };
    case 'unknown':
      return { need: 'unknown' };
  }
}

/** A sentence for the operation's description, or null when the requirement says it all. */
export function macaroonNote(need: MacaroonNeed, daemon: string): string | null {
  switch (need.kind) {
    case 'none':
      return `Needs no macaroon${need.whitelist ? ` (${daemon} whitelists it: \`${need.whitelist.name}\`)` : ''}.`;
    case 'any':
      return `Needs a macaroon, any that ${daemon} accepts${need.smallestMacaroon ? ` (the smallest default: \`${need.smallestMacaroon}\`)` : ''}.${publicNote(need.publicWhen)}`;
    case 'listed':
      return `Needs a macaroon with ${need.permissions.map((p) => `\`${p}\``).join(', ')}${need.smallestMacaroon ? ` (the smallest default: \`${need.smallestMacaroon}\`)` : ''}.${publicNote(need.publicWhen)}`;
    case 'not-served':
      return `**Not served by ${daemon}:** the proto defines it, the daemon does not implement it.`;
    case 'no-entry':
      return `Missing from ${daemon}'s permission tables: refused while macaroons are enabled.`;
    case 'unknown':
      return null;
  }
}

function publicNote(conditions: string[]): string {
  return conditions.length > 0 ? ` No macaroon is needed when ${daemonOptions(conditions)}.` : '';
}

function daemonOptions(conditions: string[]): string {
  return conditions.map((c) => `\`${c}\``).join(' or ');
}
