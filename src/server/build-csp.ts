/**
 * The Content-Security-Policy header for a build: the site's own scripts plus exactly the
 * inline scripts the build's pages carry (the head script), found with the HTML parser
 * the build uses and hashed, so the header and the pages' <meta> policy always agree.
 */
import crypto from 'node:crypto';
import { Parser } from 'htmlparser2';
import { contentSecurityPolicy } from '../render/content-security-policy.ts';

/** The text of every inline (src-less) <script> of an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && attributes.src === undefined) current = '';
    },
    ontext(text) {
      if (current !== null) current += text;
    },
    onclosetag(name) {
      if (name === 'script' && current !== null) {
        scripts.push(current);
        current = null;
      }
    },
  });
  parser.write(html);
  parser.end();
  return scripts;
}

/** CSP source expression of a script's text: 'sha256-<base64>'. */
export function scriptHash(code: string): string {
  return `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
}

/** The header policy (with frame-ancestors) allowing the given script hashes and the site's own files. */
export function headerPolicy(hashes: string[]): string {
  return contentSecurityPolicy(hashes.join(' '), { forHeader: true }).replace(/ +;/g, ';');
}

/** The header policy allowing the inline scripts of one HTML document. */
export function cspForHtml(html: string): string {
  return headerPolicy([...new Set(inlineScripts(html).map(scriptHash))]);
}
