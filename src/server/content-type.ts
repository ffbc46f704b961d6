/** Content types of served files: the build's own file types as sirv sent them, then mrmime's table. */
import { lookup } from 'mrmime';

/** The types of the files a build writes (kept as they were, so caches and tests see the same headers). */
const BUILD_TYPES: Record<string, string> = {
  html: 'text/html;charset=utf-8',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  map: 'application/json',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  xml: 'text/xml',
};

/** The content type of a file name, or undefined for names no table knows. */
export function contentTypeOf(file: string): string | undefined {
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return BUILD_TYPES[extension] ?? lookup(file);
}
