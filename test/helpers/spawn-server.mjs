// Runs programs for a large test process (test/helpers/small-spawner.ts). Spawning on Linux
// forks the spawning process first, and a fork copies its page tables: about 35 ms from a test
// process holding the real model (~1 GB), most of the parent's CPU in the samples tests, and
// spent on its one thread. From this small process it takes about 1 ms. Plain JavaScript, so
// it starts without the TypeScript loader.
import { spawn } from 'node:child_process';

process.on('message', ({ id, program, args, cwd, env, timeout }) => {
  const child = spawn(program, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: withChanges(process.env, env) });
  let stdout = '';
  let stderr = '';
  let done = false;
  const finish = (code, extra = '') => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    process.send({ id, code, stdout, stderr: `${stderr}${extra}` });
  };
  child.stdout.on('data', (d) => (stdout += d.toString()));
  child.stderr.on('data', (d) => (stderr += d.toString()));
  const timer = setTimeout(() => {
    stderr += `\n(killed after ${timeout} ms)`;
    child.kill('SIGKILL');
  }, timeout);
  child.on('close', (code) => finish(code));
  child.on('error', (error) => finish(-1, error.message));
});
// The test process ended or let go of it.
process.on('disconnect', () => process.exit(0));

/** This process's environment with `changes` applied: a value sets a variable, null removes it. */
function withChanges(base, changes) {
  const env = { ...base };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete env[name];
    else env[name] = value;
  }
  return env;
}
