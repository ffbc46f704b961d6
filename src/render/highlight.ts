/**
 * Build-time syntax highlighting with highlight.js (core plus the few languages the site
 * shows), so the browser ships no highlighter. Output is HTML with `hljs-*` classes whose
 * colours the theme CSS sets per colour mode.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import protobuf from 'highlight.js/lib/languages/protobuf';
import python from 'highlight.js/lib/languages/python';

hljs.registerLanguage('bash', bash);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('protobuf', protobuf);
hljs.registerLanguage('python', python);

const ALIASES: Record<string, string> = {
  js: 'javascript', javascript: 'javascript', node: 'javascript',
  py: 'python', python: 'python',
  sh: 'bash', shell: 'bash', bash: 'bash', console: 'bash',
  json: 'json', proto: 'protobuf', protobuf: 'protobuf',
};

/** The highlight.js language for a fence name, or undefined for plain text. */
export function languageOf(name: string | undefined): string | undefined {
  return name ? ALIASES[name.toLowerCase()] : undefined;
}

/** HTML-escapes text for element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Highlights code; unknown languages come back escaped but uncoloured. */
export function highlight(code: string, language: string | undefined): string {
  const lang = languageOf(language);
  if (!lang) return escapeHtml(code);
  return hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
}
