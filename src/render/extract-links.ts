/**
 * Reads a rendered HTML page with a real HTML parser and returns what the link checker
 * needs: every id on the page and every internal href/src. Anchors come from the final
 * HTML, so the checker never disagrees with what readers get.
 */
import { Parser } from 'htmlparser2';

export interface PageLinks {
  ids: Set<string>;
  /** Internal references as written (paths with optional #fragment, or #fragment alone). */
  links: string[];
}

const LINK_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  iframe: ['src'],
  source: ['src'],
};

/** True for references that stay on the site (not http:, mailto:, data:, //host). */
export function isInternal(reference: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(reference) && reference !== '';
}

/** Collects ids and internal links of an HTML document. */
export function extractLinks(html: string): PageLinks {
  const ids = new Set<string>();
  const links: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        for (const attribute of LINK_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          // <link rel=preconnect/dns-prefetch> etc. point at origins, not pages; skip them.
          if (value !== undefined && isInternal(value) && !(name === 'link' && attributes.rel === 'canonical')) links.push(value);
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { ids, links };
}
