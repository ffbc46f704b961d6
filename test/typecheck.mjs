#!/usr/bin/env node
// Type-checks the server side and the browser code (two tsconfig projects) at once, one tsc
// per core; exits non-zero when either fails, after both have printed their errors.
// The checker is TypeScript 7 (the package `typescript7`, its native compiler): about a
// quarter of TypeScript 5's CPU. TypeScript 5 (`typescript`) stays for openapi-typescript,
// whose Node API prints with its compiler API (test/export/openapi-consumer.ts).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// Its package exports no bin path: the bin is found beside its package.json.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin/tsc');
const projects = ['tsconfig.json', 'src/client/tsconfig.json'];
const codes = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
        child.on('close', (code) => resolve(code ?? 1));
      }),
  ),
);
for (const [i, code] of codes.entries()) if (code !== 0) console.error(`tsc -p ${projects[i]} failed (exit ${code})`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
