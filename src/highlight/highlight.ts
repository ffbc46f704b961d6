/**
 * Build-time syntax highlighting with Prism (core plus the few languages the site shows),
 * so the browser ships no highlighter. Prism was chosen over highlight.js because it is
 * about four times faster on our code samples, which dominates the build's page phase.
 * Output is HTML with `token *` classes whose colours the theme CSS sets per colour mode.
 */
import Prism from 'prismjs';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-protobuf.js';
import 'prismjs/components/prism-python.js';

const ALIASES: Record<string, string> = {
  js: 'javascript',
  javascript: 'javascript',
  node: 'javascript',
  py: 'python',
  python: 'python',
  sh: 'bash',
  shell: 'bash',
  bash: 'bash',
  console: 'bash',
  json: 'json',
  proto: 'protobuf',
  protobuf: 'protobuf',
};

/** The Prism language for a fence name, or undefined for plain text. */
export function languageOf(name: string | undefined): string | undefined {
  return name ? ALIASES[name.toLowerCase()] : undefined;
}

/** HTML-escapes text for element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Punctuation and operators keep the text colour, so their spans are dropped: they are about
 * half of all token spans, and a sixth of a method page's HTML (OpenChannel: 18 KB).
 */
const PLAIN_TOKEN = /<span class="token (?:punctuation|operator)">([^<]*)<\/span>/g;

/**
 * Recent results: the releases of a daemon share most code samples, and highlighting is
 * the costliest step of a method page. Bounded, so watch mode does not grow with edits.
 */
const cache = new Map<string, string>();
const CACHE_MAX = 4000;

/** Empties the recent results (a one-shot build, once its pages are built: about 11 MB for the real site). */
export function forgetHighlights(): void {
  cache.clear();
}

/** Highlights code; unknown languages come back escaped but uncoloured. */
export function highlight(code: string, language: string | undefined): string {
  const lang = languageOf(language);
  const key = `${lang ?? ''}\0${code}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const grammar = lang ? Prism.languages[lang] : undefined;
  const html = grammar ? Prism.highlight(code, grammar, lang!).replace(PLAIN_TOKEN, '$1') : escapeHtml(code);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, html);
  return html;
}
