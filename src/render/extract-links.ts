/**
 * Reads a rendered HTML page with a real HTML parser and returns what the link checker
 * needs: every id on the page and every internal href/src/srcset URL. Anchors come from the final
 * HTML, so the checker never disagrees with what readers get.
 */
import { decodeHTMLAttribute } from 'entities/decode';
import { Tokenizer } from 'htmlparser2';

export interface PageLinks {
  ids: Set<string>;
  /** Ids that occur more than once (a #fragment to them is ambiguous), each listed once. */
  duplicateIds: string[];
  /** Internal references as written (paths with optional #fragment, or #fragment alone). */
  links: string[];
}

const LINK_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  link: ['href', 'imagesrcset'],
  img: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  source: ['src', 'srcset'],
};

/** Attributes holding a list of image candidates (`url 2x, url 640w`) rather than one URL. */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/**
 * The URLs of a srcset value, as the HTML standard splits it: a candidate is a URL (which
 * may itself contain commas) up to whitespace, then descriptors up to the next comma; a
 * URL that ends in a comma ends there.
 */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  const space = /[\t\n\f\r ]/;
  let i = 0;
  while (i < value.length) {
    while (i < value.length && (space.test(value[i]!) || value[i] === ',')) i++;
    const start = i;
    while (i < value.length && !space.test(value[i]!)) i++;
    let url = value.slice(start, i);
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      // Skip the descriptors (which may hold parentheses) up to the comma ending the candidate.
      let depth = 0;
      for (; i < value.length; i++) {
        const c = value[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) {
          i++;
          break;
        }
      }
    }
    if (url !== '') urls.push(url);
  }
  return urls;
}

/** True for references that stay on the site (not http:, mailto:, data:, //host). */
export function isInternal(reference: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(reference) && reference !== '';
}

/**
 * Collects ids and internal links of an HTML document. It drives htmlparser2's tokenizer
 * directly: link checking needs tag names and attributes only, and skipping the parser
 * layer (attribute objects, tag bookkeeping) and entity decoding of text halves the time of
 * a full-site check. Attribute values are decoded only when kept.
 */
export function extractLinks(html: string): PageLinks {
  const ids = new Set<string>();
  const duplicateIds = new Set<string>();
  const links: string[] = [];
  let tag = '';
  let attribute = '';
  let value = '';
  // A <link> is only known to be rel=canonical (the public URL, not checked) once all its
  // attributes are read, so its href waits until the tag ends.
  let pendingLink: string | undefined;
  let canonical = false;
  const decode = (raw: string) => (raw.includes('&') ? decodeHTMLAttribute(raw) : raw);
  const keep = (name: string, raw: string) => {
    if (name === 'id' || (name === 'name' && tag === 'a')) {
      const id = decode(raw);
      if (ids.has(id)) duplicateIds.add(id);
      ids.add(id);
      return;
    }
    if (tag === 'link' && name === 'rel') canonical = raw === 'canonical';
    if (!LINK_ATTRIBUTES[tag]?.includes(name)) return;
    const decoded = decode(raw);
    if (SRCSET_ATTRIBUTES.has(name)) {
      for (const url of srcsetUrls(decoded)) if (isInternal(url)) links.push(url);
      return;
    }
    if (!isInternal(decoded)) return;
    if (tag === 'link') pendingLink = decoded;
    else links.push(decoded);
  };
  const endTag = () => {
    if (pendingLink !== undefined && !canonical) links.push(pendingLink);
    pendingLink = undefined;
    canonical = false;
  };
  const ignore = () => {};
  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: false },
    {
      onopentagname(start, end) {
        tag = html.slice(start, end).toLowerCase();
      },
      onattribname(start, end) {
        attribute = html.slice(start, end).toLowerCase();
        value = '';
      },
      onattribdata(start, end) {
        value += html.slice(start, end);
      },
      onattribentity(codepoint) {
        value += String.fromCodePoint(codepoint);
      },
      onattribend() {
        keep(attribute, value);
      },
      onopentagend: endTag,
      onselfclosingtag: endTag,
      oncdata: ignore,
      onclosetag: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onend: ignore,
      onprocessinginstruction: ignore,
      ontext: ignore,
      ontextentity: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return { ids, duplicateIds: [...duplicateIds], links };
}
