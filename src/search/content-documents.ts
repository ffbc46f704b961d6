/**
 * Content documents (type 2) of the deferred search file: the full text of a page that the
 * dropdown's file leaves out. An RPC's description and Permissions section; the
 * descriptions of the messages, fields, enums and values it is the canonical page of
 * (src/search/canonical-pages.ts); a markdown page's sections; a permissions page's rows.
 */
import type { EnumView, MessageView, PageData, PermissionsPage, PermissionsView } from '../site/page-data.ts';
import type { ContentField } from './search-config.ts';
import { type IndexedDocument, append, phrases, text } from './document-tokens.ts';
import { htmlSections, htmlText } from './html-text.ts';

/**
 * The most characters of a section's text that are stored and indexed. The real site's
 * longest is about 1,600; a proto comment of megabytes (untrusted input) would otherwise
 * put all of it into the content file every reader's search downloads (8.5 MB for a
 * 200,000-line comment). The page itself still shows the whole text.
 */
export const MAX_CONTENT_CHARS = 20_000;

/** `body` cut to MAX_CONTENT_CHARS, at a space where there is one. */
export function boundedText(body: string): string {
  if (body.length <= MAX_CONTENT_CHARS) return body;
  const cut = body.lastIndexOf(' ', MAX_CONTENT_CHARS);
  return body.slice(0, cut > 0 ? cut : MAX_CONTENT_CHARS);
}

/** A content document (id assigned by the caller). */
function content(
  pageId: number,
  section: string,
  hash: string,
  body: string,
  titleTokens = phrases(section),
): IndexedDocument<ContentField> {
  const bounded = boundedText(body);
  return {
    doc: { i: -1, y: 2, t: bounded, s: section, h: hash, p: pageId },
    fields: { title: titleTokens, text: text(bounded) },
  };
}

/** Content documents of a page: its descriptions, and the message and enum texts it is canonical for. */
export function contentDocuments(
  page: PageData,
  pageId: number,
  canonical: Map<string, PageData>,
): IndexedDocument<ContentField>[] {
  const docs: IndexedDocument<ContentField>[] = [];
  const add = (doc: IndexedDocument<ContentField> | null) => {
    if (doc && doc.doc.t !== '') docs.push(doc);
  };
  switch (page.kind) {
    case 'method': {
      add(content(pageId, page.title, '', htmlText(page.descriptionHtml)));
      add(page.permissions ? content(pageId, 'Permissions', 'permissions', permissionsText(page.permissions)) : null);
      for (const message of [page.request, page.response, ...page.nested]) {
        if (canonical.get(message.fullName) === page) append(docs, messageContents(pageId, message));
      }
      for (const enumView of page.enums) {
        if (canonical.get(enumView.fullName) === page) append(docs, enumContents(pageId, enumView));
      }
      break;
    }
    case 'markdown':
      append(docs, sectionContents(pageId, page.title, page.html));
      break;
    case 'home':
    case 'service-index':
      append(docs, sectionContents(pageId, page.title, page.introHtml));
      break;
    case 'category':
      append(docs, sectionContents(pageId, page.title, page.descriptionHtml));
      break;
    case 'permissions':
      // One document per permission and per macaroon, so `info:read`, `offchain write` and
      // `invoice.macaroon` land on their rows.
      for (const row of page.permissions)
        add(
          content(pageId, row.op, row.anchor, `${row.op}: ${row.rpcs.map((r) => r.label).join(', ')}`, phrases(row.op)),
        );
      for (const m of page.macaroons) {
        add(
          content(
            pageId,
            m.file,
            m.anchor,
            `${m.file} allows ${m.allowsAll ? 'every permission' : m.ops.join(', ')}`,
            phrases(m.file),
          ),
        );
      }
      add(content(pageId, 'RPCs that need no macaroon', 'no-macaroon', noMacaroonText(page)));
      add(
        content(
          pageId,
          `RPCs that need any ${page.daemon} macaroon`,
          'any-macaroon',
          page.anyMacaroon.map((row) => row.rpc.label).join(', '),
        ),
      );
      break;
    default:
      break;
  }
  return docs;
}

/** The permissions page's no-macaroon index as text: the whitelisted RPCs, then those public only when configured. */
function noMacaroonText(page: PermissionsPage): string {
  const always = page.noMacaroon.map((l) => l.label).join(', ');
  const configured = page.conditionallyPublic
    .map((row) => `${row.rpc.label} (with ${row.when.join(' or ')})`)
    .join(', ');
  return [always, configured ? `only when configured: ${configured}` : ''].filter((t) => t !== '').join('; ');
}

function sectionContents(pageId: number, pageTitle: string, html: string): IndexedDocument<ContentField>[] {
  return htmlSections(html).flatMap((s) =>
    s.text ? [content(pageId, s.heading || pageTitle, s.id ?? '', s.text)] : [],
  );
}

function messageContents(pageId: number, message: MessageView): IndexedDocument<ContentField>[] {
  const docs = [content(pageId, message.fullName, message.anchor, htmlText(message.descriptionHtml))];
  for (const field of message.fields) {
    const description = htmlText(field.descriptionHtml);
    if (description)
      docs.push(content(pageId, message.fullName, field.anchor, `${field.name}: ${description}`, phrases(field.name)));
  }
  return docs.filter((d) => d.doc.t !== '');
}

function enumContents(pageId: number, enumView: EnumView): IndexedDocument<ContentField>[] {
  const docs = [content(pageId, enumView.fullName, enumView.anchor, htmlText(enumView.descriptionHtml))];
  for (const value of enumView.values) {
    const description = htmlText(value.descriptionHtml);
    if (description)
      docs.push(content(pageId, enumView.fullName, value.anchor, `${value.name}: ${description}`, phrases(value.name)));
  }
  return docs.filter((d) => d.doc.t !== '');
}

/** What a method's Permissions section says, as searchable text: one of the three macaroon cases, and a public-when condition. */
function permissionsText(p: PermissionsView): string {
  const smallest = p.smallestMacaroon ? `; smallest macaroon ${p.smallestMacaroon}` : '';
  const publicWhen =
    p.publicWhen.length > 0
      ? `; no macaroon needed when ${p.daemon} is configured with ${p.publicWhen.join(' or ')}`
      : '';
  switch (p.status) {
    case 'required':
      return `Requires ${p.ops.join(' ')}${smallest}${publicWhen}`;
    case 'any':
      return `Requires a ${p.daemon} macaroon, any one (no permission listed)${smallest}${publicWhen}`;
    case 'none':
      return `No macaroon needed${p.whitelist ? `: on ${p.daemon}'s whitelist ${p.whitelist.label}` : ''}`;
    case 'not-served':
      return `Not served by ${p.daemon}`;
    case 'no-entry':
      return 'No permission entry';
  }
}
