/**
 * elasticlunr 0.9.5 runs `lunr = elasticlunr;` when it loads: an assignment to an
 * undeclared global, which throws a ReferenceError in strict code, and the browser bundle
 * is an ES module (strict). Declaring the global first makes that line a plain property
 * write. Imported by src/search/elasticlunr.ts before elasticlunr itself.
 */
const scope = globalThis as { lunr?: unknown };
if (!('lunr' in scope)) scope.lunr = undefined;

export {};
