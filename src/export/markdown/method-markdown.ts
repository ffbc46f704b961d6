/**
 * A method page as Markdown: what the HTML page says, read from the same page data. The
 * header facts (full name, streaming kind, signature, REST routes), the description, the
 * permissions with the smallest macaroon, the code samples filled with the default node
 * settings, the request and response fields with every nested message inline, and the enums.
 */
import type { ErrorView, LayerErrorGroup, MethodPage, PermissionsView, RestRouteView } from '../../site/page-data.ts';
import { badgesLine, notesText, releaseLine } from './badges-markdown.ts';
import { htmlToMarkdown } from './html-markdown.ts';
import { enumMarkdown, messageMarkdown } from './message-markdown.ts';
import { blocks, bullets, code, escapeText, fence, heading, link, linkMarkdown } from './markdown-text.ts';
import { samplesMarkdown } from './samples-markdown.ts';
import { cliFlowMarkdown } from './cli-flow-markdown.ts';

const STREAMING: Record<MethodPage['streaming'], string> = {
  unary: 'unary (one request, one response)',
  server: 'server streaming (one request, a stream of responses)',
  client: 'client streaming (a stream of requests, one response)',
  bidi: 'bidirectional streaming (streams both ways)',
};

/** The Markdown copy of a method page. */
export function methodMarkdown(page: MethodPage): string {
  const note = page.notes.length > 0 ? `${notesText(page.notes)}.` : null;
  const facts = bullets([
    `Full name: ${code(page.fullName)}`,
    `Streaming: ${STREAMING[page.streaming]}`,
    `Request: ${code(page.request.fullName)}${page.streaming === 'client' || page.streaming === 'bidi' ? ' (stream)' : ''}`,
    `Response: ${code(page.response.fullName)}${page.streaming === 'server' || page.streaming === 'bidi' ? ' (stream)' : ''}`,
    ...page.rest.map((route) => `REST: ${restRoute(route)}`),
    `Source: ${link(page.source.label, page.source.href)}`,
  ]);
  const shownTypes = new Set<string>();
  return `${blocks(
    heading(1, page.title),
    releaseLine(page),
    page.deprecated ? '**Deprecated.**' : null,
    note,
    badgesLine(page.badges),
    facts,
    fence(page.signature, 'protobuf'),
    htmlToMarkdown(page.descriptionHtml, 1),
    page.permissions ? permissionsMarkdown(page.permissions) : null,
    page.errors && page.errors.length > 0
      ? errorsMarkdown(page.errors)
      : page.errorsNote
        ? blocks(heading(2, 'Errors'), escapeText(page.errorsNote))
        : page.layerErrors
          ? heading(2, 'Errors')
          : null,
    page.layerErrors ? layerErrorsMarkdown(page.layerErrors) : null,
    samplesMarkdown(page.samples),
    page.cliFlow ? cliFlowMarkdown(page.cliFlow) : null,
    heading(2, 'Messages'),
    messageMarkdown(page.request, page, shownTypes, 'Request'),
    page.response.fullName !== page.request.fullName
      ? messageMarkdown(page.response, page, shownTypes, 'Response')
      : null,
    ...page.nested.filter((m) => !shownTypes.has(m.fullName)).map((m) => messageMarkdown(m, page, shownTypes, null)),
    page.enums.length > 0 ? heading(2, 'Enums') : null,
    ...page.enums.map((e) => enumMarkdown(e)),
  )}\n`;
}

function restRoute(route: RestRouteView): string {
  const where = route.others
    ? ` (request fields in the ${route.others === 'body' ? 'JSON body' : 'query string'} unless noted)`
    : '';
  const notes = route.notes && route.notes.length > 0 ? ` (${notesText(route.notes)})` : '';
  return `${code(`${route.method} ${route.path}`)}${where}${notes}`;
}

/** The Permissions section: what the call needs and which default macaroon is the smallest that allows it. */
export function permissionsMarkdown(p: PermissionsView): string {
  return blocks(
    heading(2, 'Permissions'),
    permissionsBody(p),
    `Every permission of ${code(p.daemon)}: ${link(p.index.label, p.index.href)}.${p.source ? ` Declared in ${link(p.source.label, p.source.href)}.` : ''}`,
  );
}

function permissionsBody(p: PermissionsView): string {
  const daemon = code(p.daemon);
  switch (p.status) {
    case 'not-served':
      return `Not served by ${daemon}: this RPC is part of the API, but ${daemon} does not implement it, so none of its macaroons apply.`;
    case 'no-entry':
      return `No permission entry: ${daemon} lists no macaroon permission for this RPC, so it rejects the call when macaroons are enabled.`;
    case 'none':
      return `No macaroon needed: ${daemon} answers this RPC without a macaroon${p.whitelist ? ` (it is on ${escapeText(p.daemon)}'s macaroon whitelist, ${whitelistLink(p)})` : ''}.${buildNote(p)}`;
    case 'any':
      return (
        bullets([
          `Requires: a macaroon of ${daemon}, any one (the permission entry lists no permission, but the RPC is not on the macaroon whitelist)`,
          ...macaroonLines(p),
          ...(p.bakeUriCommand ? [`Bake one for this RPC only: ${code(p.bakeUriCommand)}`] : []),
          ...publicWhen(p),
        ]) + buildNote(p)
      );
    case 'required':
      return (
        bullets([
          `Requires: ${p.ops.map(code).join(', ')}`,
          ...macaroonLines(p),
          `Single-RPC permission: ${code(p.uriPermission)}`,
          ...(p.bakeCommand ? [`Bake a macaroon for it: ${code(p.bakeCommand)}`] : []),
          ...(p.bakeUriCommand ? [`Bake one for this RPC only: ${code(p.bakeUriCommand)}`] : []),
          ...publicWhen(p),
        ]) + buildNote(p)
      );
  }
}

/** The smallest default macaroon that allows the call (the one the samples send), and all that do. */
function macaroonLines(p: PermissionsView): string[] {
  if (!p.smallestMacaroon) return ['Smallest default macaroon: none of the default macaroons allows it; bake one'];
  return [
    `Smallest default macaroon: ${code(p.smallestMacaroon)}`,
    ...(p.macaroons.length > 1 ? [`Allowed by: ${p.macaroons.map(code).join(', ')}`] : []),
  ];
}

function publicWhen(p: PermissionsView): string[] {
  if (p.publicWhen.length === 0) return [];
  const listed = p.whitelist ? ` (its whitelist ${whitelistLink(p)} lists this RPC)` : '';
  return [`No macaroon needed when ${code(p.daemon)} runs with ${p.publicWhen.map(code).join(' or ')}${listed}`];
}

function whitelistLink(p: PermissionsView): string {
  return p.whitelist ? link(p.whitelist.label, p.whitelist.href) : '';
}

function buildNote(p: PermissionsView): string {
  return p.buildTags.length > 0
    ? `\n\nOnly in ${escapeText(p.daemon)} builds with the tag${p.buildTags.length === 1 ? '' : 's'} ${p.buildTags.map(code).join(', ')}.`
    : '';
}

/** The catalogue entries of the layers before the handler that name the RPC, by origin. */
function layerErrorsMarkdown(groups: LayerErrorGroup[]): string {
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  return blocks(
    escapeText(`${count} ${count === 1 ? 'error' : 'errors'} the daemon can answer before the handler runs:`),
    ...groups.map((g) =>
      blocks(
        `**${escapeText(g.title)}**`,
        bullets(g.entries.map((e) => `${linkMarkdown(code(e.template), e.href)} ${e.code.name} (${e.code.number})`)),
      ),
    ),
  );
}

/** The messages the RPC's handler returns, from the daemon's Go source. */
function errorsMarkdown(errors: ErrorView[]): string {
  return blocks(
    heading(2, 'Errors'),
    "Errors this RPC's handler returns, read from the daemon's Go source, with the gRPC status code the daemon answers with (`…` is a value filled in at run time).",
    bullets(
      errors.map((e) => {
        const details = [
          `${e.code.name} (${e.code.number})`, // A condition is built from proto field names and fixed words: its backticks are code spans.
          e.condition,
          ,
          e.via.length > 0 ? `via ${code(e.via.map((v) => `${v}()`).join(' → '))}` : null,
        ];
        return `${code(e.message)} ${details.filter(Boolean).join(', ')} (${link(e.source.label, e.source.href)})`;
      }),
    ),
  );
}
