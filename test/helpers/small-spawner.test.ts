import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { runProgram } from './small-spawner.ts';

// Inherited by the spawn server, which starts with the first program.
process.env.APIDOCS_SPAWN_KEPT = 'kept';
process.env.APIDOCS_SPAWN_REMOVED = 'present';

test('a program run through the spawn server answers as spawned directly: exit code, output, environment, working folder', async () => {
  const result = await runProgram('bash', ['-c', 'echo "out $PWD $EXTRA"; echo err >&2; exit 3'], {
    cwd: os.tmpdir(),
    timeout: 10_000,
    env: { EXTRA: 'set' },
  });
  assert.deepEqual(result, { code: 3, stdout: `out ${os.tmpdir()} set\n`, stderr: 'err\n' });
});

test("a variable given as null is removed from the program's environment, and only it", async () => {
  const result = await runProgram(
    'bash',
    ['-c', 'echo "${APIDOCS_SPAWN_KEPT:-unset} ${APIDOCS_SPAWN_REMOVED:-unset}"'],
    {
      cwd: os.tmpdir(),
      timeout: 10_000,
      env: { APIDOCS_SPAWN_REMOVED: null },
    },
  );
  assert.equal(result.stdout, 'kept unset\n');
});

test('programs run at once each get their own answer; a slow one is killed at its timeout; a missing one answers -1', async () => {
  const [slow, quick, missing] = await Promise.all([
    runProgram('sleep', ['5'], { cwd: os.tmpdir(), timeout: 200 }),
    runProgram('echo', ['quick'], { cwd: os.tmpdir(), timeout: 10_000 }),
    runProgram('/no/such/program', [], { cwd: os.tmpdir(), timeout: 10_000 }),
  ]);
  assert.equal(slow.code, null);
  assert.match(slow.stderr, /killed after 200 ms/);
  assert.deepEqual(quick, { code: 0, stdout: 'quick\n', stderr: '' });
  assert.equal(missing.code, -1);
  assert.match(missing.stderr, /ENOENT/);
});
