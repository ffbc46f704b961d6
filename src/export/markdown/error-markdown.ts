/**
 * The Markdown copies of an error catalogue's pages: the index (entries by origin, with
 * code and RPC count) and an entry (template, code, pattern, causes, fixes, RPCs, source).
 */
import type { ErrorCataloguePage, ErrorEntryPage } from '../../site/page-data.ts';
import { blocks, bullets, code, escapeText, fence, heading, link } from './markdown-text.ts';

export function errorCatalogueMarkdown(page: ErrorCataloguePage): string {
  const groups = page.groups.map((group) =>
    blocks(
      heading(2, `${group.title} (${group.rows.length})`),
      escapeText(group.summary),
      bullets(
        group.rows.map(
          (row) =>
            `${link(row.template, row.href)}: ${code(`${row.code} (${row.codeNumber})`)}, ${row.rpcCount} RPC${row.rpcCount === 1 ? '' : 's'}`,
        ),
      ),
    ),
  );
  return blocks(
    heading(1, `${page.daemon} ${page.title}`),
    escapeText(`${page.total} errors ${page.daemon} ${page.tag} can answer with.`) +
      ` As JSON: ${link(page.json.label, page.json.href)} (schema: ${link(page.schema.label, page.schema.href)}).`,
    ...groups,
  );
}

export function errorEntryMarkdown(page: ErrorEntryPage): string {
  const { entry } = page;
  const facts = bullets([
    `Origin: ${escapeText(page.originTitle)}`,
    `gRPC code: ${code(`${entry.code} (${entry.codeNumber})`)}; REST status ${entry.httpStatus}`,
    `Since: ${escapeText(entry.since)}`,
    ...(entry.sentinel ? [`Go error: ${code(entry.sentinel)}`] : []),
    ...entry.sources.map((s) => `Source: ${link(s.label, s.href)}`),
  ]);
  return blocks(
    heading(1, entry.template),
    `${escapeText(page.daemon)} error. ${link(page.catalogue.label, page.catalogue.href)}.`,
    facts,
    heading(2, 'Causes'),
    bullets(entry.causes.map((c) => `${escapeText(c.text)}${c.check ? ` Check: ${code(c.check)}` : ''}`)),
    heading(2, 'Fixes'),
    bullets(entry.fixes.map((f) => `${escapeText(f.text)}${f.command ? ` ${code(f.command)}` : ''}`)),
    entry.rpcs.length > 0 ? heading(2, 'RPCs') : null,
    entry.rpcs.length > 0 ? bullets(entry.rpcs.map((r) => link(r.label, r.href))) : null,
    heading(2, 'Matching it in code'),
    'As gRPC and the REST gateway send it:',
    fence(`${page.examples.grpc}\n${page.examples.rest}`),
    'Pattern (JavaScript and RE2):',
    fence(entry.pattern),
  );
}
