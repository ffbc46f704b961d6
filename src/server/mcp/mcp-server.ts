/**
 * `apidocs mcp`: a Model Context Protocol server over a built site. Tools answer from the
 * build's page data and search index (one file per tool in this folder), pages are
 * resources. A bad argument is a tool error (`isError`) naming the argument and its valid
 * values; the server keeps serving.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ApidocsError } from '../../shared/errors.ts';
import { changesInput, changesOutput, runApiChanges, supportedPairs } from './changes-tool.ts';
import { elementInput, elementOutput, runElementInRelease } from './element-tool.ts';
import { explainInput, explainOutput, runExplainError } from './explain-error-tool.ts';
import { methodInput, methodOutput, runGetMethod } from './method-tool.ts';
import { pageText, resourceUri } from './page-resources.ts';
import { permissionsInput, permissionsOutput, runPermissions } from './permissions-tool.ts';
import { runSearch, searchInput, searchOutput } from './search-tool.ts';
import type { SiteBuild } from './site-build.ts';
import { ToolInputError } from './tool-input-error.ts';
import type { ToolAnswer } from './tool-result.ts';
import { runGetType, typeInput, typeOutput } from './type-tool.ts';

/** A tool's answer, or its failure as a tool error the caller can read. */
async function answer<T extends object>(run: () => ToolAnswer<T> | Promise<ToolAnswer<T>>): Promise<CallToolResult> {
  try {
    const { structured, text } = await run();
    return { content: [{ type: 'text', text }], structuredContent: structured as Record<string, unknown> };
  } catch (error) {
    const known = error instanceof ToolInputError || error instanceof ApidocsError;
    const message = known ? error.message : `Internal error: ${(error as Error).stack ?? String(error)}`;
    return { content: [{ type: 'text', text: message }], isError: true };
  }
}

/** The server with every tool and page resource registered (not yet connected). */
export function createMcpServer(build: SiteBuild, version: string): McpServer {
  const server = new McpServer(
    { name: 'apidocs', title: build.index.title, version },
    {
      instructions: `The API reference of ${build.index.daemons.map((d) => d.id).join(', ')} (${build.index.title}). Use search to find pages, explain_error for a pasted error, get_method and get_type for an RPC's or type's facts, permissions for macaroons, api_changes between releases. Pages are resources (apidocs://<path>).`,
    },
  );
  const daemons = build.index.daemons.map((d) => `${d.id} (${d.releases.map((r) => r.tag).join(', ')})`).join('; ');
  server.registerTool(
    'search',
    {
      title: 'Search the API reference',
      description: `Searches the site with its own engine and ranking. Returns each result's title, page, URL and summary. Daemons and releases in this build: ${daemons}.`,
      inputSchema: searchInput,
      outputSchema: searchOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => runSearch(build, args)),
  );
  server.registerTool(
    'get_method',
    {
      title: 'Get an RPC',
      description:
        'One RPC: signature, streaming kind, REST routes, CLI command, macaroon permissions and smallest default macaroon, request and response fields to a chosen depth, and (with language) a code sample filled with default node settings.',
      inputSchema: methodInput,
      outputSchema: methodOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => runGetMethod(build, args)),
  );
  server.registerTool(
    'get_type',
    {
      title: 'Get a message or enum',
      description: "A message's fields (to a chosen depth) or an enum's values, with the RPCs that use it.",
      inputSchema: typeInput,
      outputSchema: typeOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => runGetType(build, args)),
  );
  server.registerTool(
    'permissions',
    {
      title: 'Macaroon permissions',
      description:
        'Pass exactly one of: permission (entity:action → the RPCs needing it and the default macaroons holding it; uri:/lnrpc.Lightning/GetInfo → the one RPC it allows), macaroon (a default macaroon such as admin.macaroon → its permissions and the RPCs it allows), method (an RPC → what it needs), unserved: true (the RPCs a daemon does not serve or its permission tables miss, and which daemons serve them).',
      inputSchema: permissionsInput,
      outputSchema: permissionsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => runPermissions(build, args)),
  );
  server.registerTool(
    'explain_error',
    {
      title: 'Explain an error',
      description:
        'Takes an error text as pasted (values, "rpc error: code = ... desc = ..." prefix or REST body included) and returns the catalogue entries it matches, best first: origin, gRPC code, causes with a check to run, fixes with a command, the RPCs returning it and its page.',
      inputSchema: explainInput,
      outputSchema: explainOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => runExplainError(build, args)),
  );
  const pairs = supportedPairs(build.index.changes);
  server.registerTool(
    'api_changes',
    {
      title: 'API changes between releases',
      description: `What changed in a daemon's API between two releases (RPCs, fields, REST bindings, permissions; breaking ones marked). Release pairs with changes in this build: ${pairs.length > 0 ? pairs.join('; ') : 'none'}.`,
      inputSchema: changesInput,
      outputSchema: changesOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => runApiChanges(build, args)),
  );
  server.registerTool(
    'element_in_release',
    {
      title: 'Does an element exist in a release?',
      description:
        'Whether an RPC, field (BumpFee.immediate or walletrpc.BumpFeeRequest.immediate), enum value, message, enum or REST route exists in any tracked release of a daemon (full or history-only), from the API history: since and until, the releases that brought it in (backports), deprecation, removal, the nearest releases having it, and what replaces it.',
      inputSchema: elementInput,
      outputSchema: elementOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(() => runElementInRelease(build, args)),
  );
  for (const page of build.index.pages) {
    const uri = resourceUri(build, page.path);
    const release = page.daemon ? ` (${page.daemon} ${page.tag})` : '';
    server.registerResource(
      page.path,
      uri,
      {
        title: `${page.title}${release}`,
        description: `${page.kind} page ${build.absoluteUrl(page.path)}`,
        mimeType: 'text/markdown',
      },
      async (url) => ({
        contents: [{ uri: url.href, mimeType: 'text/markdown', text: await pageText(build, page.path) }],
      }),
    );
  }
  return server;
}
