/**
 * The OpenAPI 3.1 document of one daemon release: every REST binding of every method as an
 * operation, tagged by sub-service, with the servers of the daemon's default REST address,
 * the macaroon security scheme, and the messages and enums the operations use as component
 * schemas. A pure function of the release (the site's view of the model) and the URLs of
 * its pages; src/build/write-openapi.ts writes it.
 */
import type { SiteMethod, SiteRelease, SiteSubService } from '../../site/site-api.ts';
import { macaroonNeed } from '../../site/macaroon-need.ts';
import { type RestOperation, operationPrefixes, restOperations } from '../../site/rest-operations.ts';
import { inertMarkdown } from '../inert-markdown.ts';
import type { XCodeSample } from './code-samples.ts';
import { operationExample } from './examples.ts';
import { operationObject } from './operations.ts';
import { STATUS_SCHEMA_NAME, type Schema, enumSchema, isWellKnown, messageSchema, statusSchema } from './schemas.ts';
import { MACAROON_SCHEME, macaroonScheme } from './security.ts';

export interface OpenApiInput {
  release: SiteRelease;
  /** Absolute URLs of the release's pages. */
  urls: {
    index: string;
    method: (sub: SiteSubService, method: SiteMethod) => string;
    category: (sub: SiteSubService) => string;
  };
  /** litd's REST port when the daemon can run inside litd (and be reached through it), else null. */
  litdPort: number | null;
  /** A method's code samples (the minimal request, filled with the default node settings). */
  codeSamples: (sub: SiteSubService, method: SiteMethod) => XCodeSample[];
}

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

/** The document. */
export function openApiDocument(input: OpenApiInput): OpenApiDocument {
  const { release } = input;
  const prefixes = operationPrefixes(release.subServices);
  const paths: OpenApiDocument['paths'] = {};
  const keys = new PathKeys();
  const used = new Set<string>();
  for (const sub of release.subServices) {
    for (const method of sub.methods) {
      if (method.rest.length === 0) continue;
      for (const type of method.types) used.add(type);
      const need = macaroonNeed(method);
      const samples = input.codeSamples(sub, method);
      for (const op of restOperations(release, prefixes.get(sub.fullName)!, method)) {
        const { key, names } = keys.keyOf(op);
        const item = (paths[key] ??= {});
        const verb = op.method.toLowerCase();
        const taken = item[verb];
        if (taken)
          throw new Error(
            `Internal error: ${op.method} ${op.path} of ${method.fullName} is also bound to ${(taken['x-rpc'] as { name: string }).name} in ${release.id} ${release.version.tag}`,
          );
        item[verb] = operationObject({
          op,
          method,
          request: release.messages[method.requestType],
          tag: tagName(sub, prefixes),
          need,
          daemon: release.daemon,
          pageUrl: input.urls.method(sub, method),
          pathNames: names,
          grpcPath: `/${sub.fullName}/${method.name}`,
          example: operationExample(release, method, op),
          // The samples call the primary binding: they belong to its operation.
          codeSamples: op.binding.primary ? samples : [],
        });
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${release.title} REST API`,
      version: release.version.tag,
      description: inertMarkdown(
        `The REST API of ${release.daemon} ${release.version.tag} (${release.repo} at \`${release.version.commit.slice(0, 12)}\`), as its grpc-gateway proxy serves it, generated from the release's protos, REST rules and permission tables. JSON follows the proto3 JSON mapping: 64-bit integers are strings, bytes base64 (base64url in paths and queries), enums their value names; responses use proto field names.`,
      ),
    },
    externalDocs: {
      url: input.urls.index,
      description: `${release.title} ${release.version.tag} in the API reference`,
    },
    servers: servers(input),
    security: [{ [MACAROON_SCHEME]: [] }],
    tags: release.subServices
      .filter((sub) => sub.methods.some((m) => m.rest.length > 0))
      .map((sub) => ({
        name: tagName(sub, prefixes),
        description: sub.description ? inertMarkdown(sub.description) : `The ${sub.fullName} service.`,
        externalDocs: { url: input.urls.category(sub) },
      })),
    paths,
    components: {
      schemas: reachableSchemas(paths, componentSchemas(release, used)),
      securitySchemes: { [MACAROON_SCHEME]: macaroonScheme(release.daemon) },
    },
  };
}

/** The tag of a sub-service: its name, package-qualified when two of the release share it. */
function tagName(sub: SiteSubService, prefixes: Map<string, string>): string {
  return prefixes.get(sub.fullName)!.replace(/_/g, '.');
}

/**
 * The daemon's own REST address, and litd's when litd can serve the daemon. The variables are
 * described in the server's description, not their own: the OAS 3.1 schema of 2021-03 spelled
 * the server variable's `description` as `descriptions` (fixed in OAI/OpenAPI-Specification#2793),
 * and validators that still bundle it (swagger-cli and @apidevtools/swagger-parser, Spectral's
 * oas3-schema) reject every document with a variable's `description`.
 */
function servers({ release, litdPort }: OpenApiInput): Record<string, unknown>[] {
  const server = (port: number, description: string) => ({
    url: 'https://{host}:{port}',
    description: `${description}. \`{host}\`: the node's host name or address; \`{port}\`: its REST port.`,
    variables: { host: { default: 'localhost' }, port: { default: String(port) } },
  });
  return [
    server(
      release.ports.rest,
      `${release.daemon}'s REST proxy (its default port; the TLS certificate is ${release.daemon}'s own)`,
    ),
    ...(litdPort !== null && litdPort !== release.ports.rest
      ? [
          server(
            litdPort,
            `${release.daemon} inside litd (integrated mode): litd's port and TLS certificate, ${release.daemon}'s macaroons`,
          ),
        ]
      : []),
  ];
}

/** The messages and enums the operations use, by full name (sorted), and the error status. */
function componentSchemas(release: SiteRelease, used: Set<string>): Record<string, Schema> {
  const schemas: Record<string, Schema> = {};
  for (const name of [...used].sort()) {
    if (isWellKnown(name)) continue;
    const message = release.messages[name];
    if (message) schemas[name] = messageSchema(message);
    const model = release.enums[name];
    if (model) schemas[name] = enumSchema(model);
  }
  schemas[STATUS_SCHEMA_NAME] = statusSchema();
  return schemas;
}

/** The component schemas the paths use, directly or through other components (in the given order). */
function reachableSchemas(paths: unknown, schemas: Record<string, Schema>): Record<string, Schema> {
  const reached = new Set<string>();
  const pending = [...refsIn(paths)];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name) || !schemas[name]) continue;
    reached.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
}

/** The component names a JSON value refers to. */
function refsIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * Path keys of the document. Two templates that differ only in their parameter names (tapd's
 * `.../{id.asset_id_str}/...` and `.../{key.id.asset_id_str}/...`) match the same URLs, and
 * OpenAPI allows one path key for them: the first template seen is the key, and a later
 * operation's parameters take its names (each keeps its own field in `x-proto-field`).
 */
class PathKeys {
  private readonly byShape = new Map<string, string>();

  keyOf(op: RestOperation): { key: string; names: string[] } {
    const shape = op.path.replace(/\{[^}]*\}/g, '{}');
    const key = this.byShape.get(shape) ?? op.path;
    this.byShape.set(shape, key);
    const names = [...key.matchAll(/\{([^}=]+)(?:=[^}]*)?\}/g)].map((m) => m[1]!.trim());
    return { key, names };
  }
}
