#!/usr/bin/env node
// Type-checks the server side and the browser code (two tsconfig projects) at once, one tsc
// per core; exits non-zero when either fails, after both have printed their errors.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
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
