/**
 * Reads a rendered HTML page with a real HTML parser and returns what the link checker
 * needs: every id on the page and every internal href/src. Anchors come from the final
 * HTML, so the checker never disagrees with what readers get.
 */
import { decodeHTMLAttribute } from 'entities/decode';
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
  // Entities are decoded only in the attribute values we keep, and attributes are read one
  // by one (no per-tag attribute objects): together this halves the parse time of a build.
  const decode = (value: string) => (value.includes('&') ? decodeHTMLAttribute(value) : value);
  let tag = '';
  // A <link> is only known to be rel=canonical (the public URL, not checked) once all its
  // attributes are read, so its href waits until the next tag starts.
  let pendingLink: string | undefined;
  let canonical = false;
  const flushLink = () => {
    if (pendingLink !== undefined && !canonical) links.push(pendingLink);
    pendingLink = undefined;
    canonical = false;
  };
  const parser = new Parser(
    {
      onopentagname(name) {
        flushLink();
        tag = name;
      },
      onattribute(name, raw) {
        if (name === 'id' || (name === 'name' && tag === 'a')) {
          ids.add(decode(raw));
          return;
        }
        if (tag === 'link' && name === 'rel') canonical = raw === 'canonical';
        if (!LINK_ATTRIBUTES[tag]?.includes(name)) return;
        const value = decode(raw);
        if (!isInternal(value)) return;
        if (tag === 'link') pendingLink = value;
        else links.push(value);
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flushLink();
  return { ids, links };
}
