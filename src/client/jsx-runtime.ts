/**
 * react/jsx-runtime as an ES module with plain bindings. React ships it as CommonJS, so
 * esbuild compiles every JSX element of a module importing it directly into a property
 * read on a per-module namespace, `(0, import_jsx_runtime.jsx)(...)`; through these
 * constants it is a call of one minified name. The bundler points the JSX of the client
 * bundle here (src/render/bundle-client.ts); about 1 KB less gzip on every page.
 */
import * as runtime from 'react/jsx-runtime';

export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
