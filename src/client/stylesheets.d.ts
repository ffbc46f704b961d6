// Stylesheets imported for their side effect (entry.tsx): esbuild bundles them into the
// site's CSS file; TypeScript only needs to know such an import names a module.
declare module '*.css';
