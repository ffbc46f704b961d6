/**
 * The output folder under careless use and faults: folders that must never be replaced,
 * the marker file, symlinked outputs, file modes, and what interrupted builds leave behind.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { MARKER_FILE } from '../../src/build/build-marker.ts';
import { listFiles } from '../../src/build/output-dir.ts';
import { cleanUpLeftovers, isStale, leftoversOf, TRASH_GRACE_MS } from '../../src/build/stale-outputs.ts';
import { exchangePaths } from '../../src/build/swap-folders.ts';
import { removeStaleStageDirs } from '../../src/proto/stage-dirs.ts';
import { FIXTURE_PROTOS, FIXTURE_SITE, ROOT, tempDir } from '../helpers/fixtures.ts';
import { buildInto } from '../helpers/fixture-build.ts';
import { runCli } from '../helpers/run-cli.ts';
import { waitFor } from '../helpers/wait-for.ts';

/** A project folder as users have one: .git, package.json, their own files and a content/ folder. */
function makeProject(): string {
  const project = path.join(tempDir('apidocs-project-'), 'site');
  fs.mkdirSync(path.join(project, '.git'), { recursive: true });
  fs.writeFileSync(path.join(project, '.git/HEAD'), 'ref: refs/heads/main\n');
  fs.writeFileSync(path.join(project, 'package.json'), '{"private":true}\n');
  fs.writeFileSync(path.join(project, 'notes.txt'), 'uncommitted work\n');
  fs.cpSync(FIXTURE_SITE, path.join(project, 'content'), { recursive: true });
  return project;
}

/** Every file and folder under `dir` with its content, to prove nothing changed. */
function snapshot(dir: string): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        entries.set(path.relative(dir, full), 'dir');
        walk(full);
      } else entries.set(path.relative(dir, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return entries;
}

/** The id of a process that has exited (its leftovers are stale). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

const buildArgs = (out: string) => [
  'build',
  '--content',
  FIXTURE_SITE,
  '--protos',
  FIXTURE_PROTOS,
  '--offline',
  '--out',
  out,
];

describe('output folders that are refused', () => {
  test('`apidocs build --out .` in a project and `--out content` refuse and delete nothing', () => {
    const project = makeProject();
    const before = snapshot(project);
    for (const out of ['.', 'content', '..', 'content/static', path.join(project, 'content/pages/sub')]) {
      const result = runCli(['build', '--protos', FIXTURE_PROTOS, '--offline', '--out', out], {}, project);
      assert.equal(result.status, 1, `--out ${out}: ${result.stderr}`);
      assert.match(result.stderr, /error: .*refusing to build into/, `--out ${out}`);
      assert.doesNotMatch(result.stderr, /Internal error/);
    }
    assert.deepEqual(snapshot(project), before, 'the project, .git and uncommitted files are untouched');
    assert.deepEqual(fs.readdirSync(path.dirname(project)), ['site'], 'no temporary folder is left beside it');
  });

  test('each protected folder has its own reason', async () => {
    const project = makeProject();
    const content = path.join(project, 'content');
    const protos = path.join(tempDir('apidocs-protos-'), 'protos');
    fs.cpSync(FIXTURE_PROTOS, protos, { recursive: true });
    const cases: [string, RegExp][] = [
      [project, /it is a project folder/],
      [content, /it is the content folder/],
      [path.join(content, 'static/out'), /it lies inside the content folder/],
      [protos, /it is the proto trees folder/],
      [path.join(protos, 'demo'), /it lies inside the proto trees folder/],
      [path.dirname(protos), /it contains the proto trees folder/],
      [os.homedir(), /it is the home folder/],
      ['/', /it is the filesystem root/],
    ];
    for (const [outDir, reason] of cases) {
      await assert.rejects(buildInto({ contentDir: content, protosDir: protos, outDir }), reason, outDir);
    }
  });

  test('a non-empty folder that is not an apidocs build is refused; an earlier build is replaced', async () => {
    const parent = tempDir('apidocs-out-');
    const other = path.join(parent, 'photos');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'holiday.jpg'), 'not a build');
    await assert.rejects(buildInto({ outDir: other }), (error: Error) => {
      assert.match(
        error.message,
        /it is a non-empty folder that is not an apidocs build \(no \.apidocs-build marker file in it\)/,
      );
      return true;
    });
    assert.deepEqual(fs.readdirSync(other), ['holiday.jpg']);
    assert.deepEqual(fs.readdirSync(parent).sort(), ['photos']);

    const out = path.join(parent, 'build');
    await buildInto({ outDir: out });
    assert.ok(fs.existsSync(path.join(out, MARKER_FILE)), 'every build carries the marker');
    await buildInto({ outDir: out }); // an apidocs build may be replaced
    fs.mkdirSync(path.join(parent, 'empty'));
    await buildInto({ outDir: path.join(parent, 'empty') }); // so may an empty folder
    // A build of an apidocs version that wrote no marker yet.
    fs.rmSync(path.join(out, MARKER_FILE));
    await buildInto({ outDir: out });
  });

  test('--out naming a symbolic link builds into its target and keeps the link', async () => {
    const parent = tempDir('apidocs-out-');
    const target = path.join(parent, 'releases', 'current');
    fs.mkdirSync(target, { recursive: true });
    const link = path.join(parent, 'site');
    fs.symlinkSync(target, link);
    const result = await buildInto({ outDir: link });
    assert.ok(fs.lstatSync(link).isSymbolicLink(), 'the link is still a link');
    assert.equal(fs.readlinkSync(link), target);
    assert.ok(fs.existsSync(path.join(target, 'index.html')), 'the pages are in the target');
    assert.equal(result.outDir, target);
    await buildInto({ outDir: link });
    assert.ok(fs.lstatSync(link).isSymbolicLink());
    assert.deepEqual(
      fs.readdirSync(path.dirname(target)),
      ['current'],
      'no temporary folder is left beside the target',
    );
  });
});

describe('output file modes', () => {
  test('folders are 0755 and files 0644 (umask 022), so a web server of another user can read them', async () => {
    const previous = process.umask(0o022);
    try {
      const out = path.join(tempDir('apidocs-out-'), 'build');
      await buildInto({ outDir: out });
      const check = (dir: string) => {
        assert.equal(fs.statSync(dir).mode & 0o777, 0o755, dir);
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) check(full);
          else assert.equal(fs.statSync(full).mode & 0o777, 0o644, full);
        }
      };
      check(out);
    } finally {
      process.umask(previous);
    }
  });
});

describe('what interrupted builds leave behind', () => {
  test('the next build removes OUT.tmp-*, OUT.old-* and /tmp workspaces of dead builds, and keeps those of a running one', async () => {
    const parent = tempDir('apidocs-out-');
    const out = path.join(parent, 'build');
    await buildInto({ outDir: out });
    const dead = deadPid();
    const alive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const leftovers = [`build.tmp-${dead}-0a1b2c3d`, `build.old-${dead}-0a1b2c3d`, `build.tmp-${alive.pid}-0a1b2c3d`];
      for (const name of leftovers) {
        fs.mkdirSync(path.join(parent, name));
        fs.writeFileSync(path.join(parent, name, 'index.html'), 'half a build');
      }
      const stageOf = (pid: number) => fs.mkdtempSync(path.join(os.tmpdir(), `apidocs-demo-${pid}-`));
      const deadStage = stageOf(dead);
      const liveStage = stageOf(alive.pid!);
      for (const stage of [deadStage, liveStage]) {
        fs.writeFileSync(path.join(stage, 'buf.yaml'), 'version: v2\n');
        fs.mkdirSync(path.join(stage, 'r0'));
      }
      await buildInto({ outDir: out });
      assert.deepEqual(fs.readdirSync(parent).sort(), ['build', `build.tmp-${alive.pid}-0a1b2c3d`]);
      assert.ok(!fs.existsSync(deadStage), 'the dead build’s workspace is removed');
      assert.ok(fs.existsSync(liveStage), 'a running build’s workspace is kept');
      fs.rmSync(liveStage, { recursive: true });
    } finally {
      alive.kill();
    }
  });

  test("the CLI's build leaves the previous output to a detached rm: renamed OUT.trash-*, gone soon after", async () => {
    const parent = tempDir('apidocs-out-');
    const out = path.join(parent, 'build');
    // An `rm` first on the PATH that notes its arguments and waits for a go before removing.
    const bin = tempDir('apidocs-rm-');
    const noted = path.join(bin, 'args');
    const go = path.join(bin, 'go');
    fs.writeFileSync(
      path.join(bin, 'rm'),
      `#!/bin/sh\necho "$@" > '${noted}'\nwhile [ ! -e '${go}' ]; do sleep 0.05; done\nexec /bin/rm "$@"\n`,
      { mode: 0o755 },
    );
    const env = { PATH: `${bin}${path.delimiter}${process.env.PATH}` };
    const first = runCli(buildArgs(out), env);
    assert.equal(first.status, 0, first.stderr);
    assert.ok(!fs.existsSync(noted), 'the first build had no previous output');
    const before = listFiles(out);
    const second = runCli(buildArgs(out), env);
    assert.equal(second.status, 0, second.stderr);
    assert.deepEqual(listFiles(out), before, 'the new output is whole as soon as the command returns');
    const beside = fs.readdirSync(parent).filter((name) => name !== 'build');
    assert.equal(beside.length, 1, 'the command returned before the previous output was removed');
    assert.match(beside[0]!, /^build\.trash-\d+-[0-9a-f]{8}$/);
    await waitFor(() => fs.existsSync(noted), 'the remover started');
    assert.equal(fs.readFileSync(noted, 'utf8').trim(), `-rf -- ${path.join(parent, beside[0]!)}`);
    fs.writeFileSync(go, '');
    await waitFor(() => fs.readdirSync(parent).length === 1, 'the trash folder removed', 20_000);
    assert.deepEqual(fs.readdirSync(parent), ['build']);
  });

  test('a trash folder younger than a minute is left to its remover; an older one is removed by the next build', () => {
    const parent = tempDir('apidocs-out-');
    const out = path.join(parent, 'build');
    fs.mkdirSync(out);
    const trash = path.join(parent, `build.trash-${deadPid()}-0a1b2c3d`);
    fs.mkdirSync(path.join(trash, 'api'), { recursive: true });
    const [leftover] = leftoversOf(out);
    assert.equal(leftover?.kind, 'trash');
    assert.equal(isStale(leftover!), false, 'just renamed: its remover may still be at work');
    assert.equal(isStale(leftover!, Date.now() + TRASH_GRACE_MS + 1000), true);
    assert.deepEqual(cleanUpLeftovers(out), { removed: [], restored: null });
    assert.ok(fs.existsSync(trash));
    // Never put back as an output: only OUT.old-* is the previous build of an interrupted swap.
    fs.rmSync(out, { recursive: true });
    assert.equal(cleanUpLeftovers(out).restored, null);
    assert.ok(!fs.existsSync(out));
  });

  test('an unrelated temporary folder that merely looks similar is not removed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `apidocs-demo-${deadPid()}-`));
    fs.writeFileSync(path.join(dir, 'my-notes.txt'), 'keep');
    removeStaleStageDirs(['demo']);
    assert.ok(fs.existsSync(path.join(dir, 'my-notes.txt')));
    fs.rmSync(dir, { recursive: true });
  });

  test('a build killed with SIGKILL leaves a temporary folder that the next build removes', async () => {
    const parent = tempDir('apidocs-out-');
    const out = path.join(parent, 'build');
    const child = spawn(process.execPath, [path.join(ROOT, 'bin/apidocs'), ...buildArgs(out)], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    await waitFor(() => fs.readdirSync(parent).some((name) => name.startsWith('build.tmp-')));
    await kill(child, 'SIGKILL');
    assert.ok(
      fs.readdirSync(parent).some((name) => name.startsWith('build.tmp-')),
      'the killed build left its temporary folder',
    );
    const again = runCli(buildArgs(out));
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stderr, /removed \d+ folders? left by interrupted builds: .*build\.tmp-/);
    assert.deepEqual(fs.readdirSync(parent), ['build']);
  });

  test('Ctrl-C (SIGINT) during a build removes its temporary folder at once', async () => {
    const parent = tempDir('apidocs-out-');
    const out = path.join(parent, 'build');
    const child = spawn(process.execPath, [path.join(ROOT, 'bin/apidocs'), ...buildArgs(out)], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    await waitFor(() => fs.readdirSync(parent).some((name) => name.startsWith('build.tmp-')));
    const code = await kill(child, 'SIGINT');
    assert.equal(code, 130, stderr);
    assert.match(stderr, /SIGINT: stopped, removed \d+ temporary folders?/);
    assert.deepEqual(fs.readdirSync(parent), []);
    assert.deepEqual(
      fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('apidocs-') && name.includes(`-${child.pid}-`)),
      [],
      'no compile workspace is left',
    );
  });

  test('a swap cut between its two renames leaves no site without output: the previous build is put back', async () => {
    const parent = tempDir('apidocs-out-');
    const out = path.join(parent, 'build');
    await buildInto({ outDir: out });
    const before = listFiles(out);
    const dead = deadPid();
    // What a kill between "rename OUT to OUT.old-*" and "rename OUT.tmp-* to OUT" leaves.
    fs.renameSync(out, `${out}.old-${dead}-00000001`);
    fs.mkdirSync(`${out}.tmp-${dead}-00000002`);
    assert.deepEqual(cleanUpLeftovers(out), {
      restored: `${out}.old-${dead}-00000001`,
      removed: [`${out}.tmp-${dead}-00000002`],
    });
    assert.deepEqual(listFiles(out), before);
    // And through a build that then fails: the output is back and untouched.
    fs.renameSync(out, `${out}.old-${dead}-00000003`);
    const content = path.join(tempDir('apidocs-content-'), 'content');
    fs.cpSync(FIXTURE_SITE, content, { recursive: true });
    fs.writeFileSync(path.join(content, 'site.yaml'), 'title: [unclosed\n');
    await assert.rejects(buildInto({ contentDir: content, outDir: out }), /site\.yaml/);
    assert.deepEqual(listFiles(out), before);
    assert.deepEqual(fs.readdirSync(parent), ['build']);
  });

  // Whether the system has what the exchange needs is asked here, not of exchangePaths:
  // a broken exchange must fail this test, not skip it.
  const exchangeSkip =
    process.platform !== 'linux'
      ? 'not Linux: no renameat2'
      : !['x64', 'arm64', 'ia32', 'arm'].includes(process.arch)
        ? `no renameat2 system call number known for ${process.arch}`
        : spawnSync('perl', ['-e', '1']).status !== 0
          ? 'no perl to make the system call'
          : false;
  test('where the system can, the swap exchanges both folders in one step', { skip: exchangeSkip }, () => {
    const parent = tempDir('apidocs-swap-');
    fs.mkdirSync(path.join(parent, 'a'));
    fs.mkdirSync(path.join(parent, 'b'));
    fs.writeFileSync(path.join(parent, 'a/from-a'), '');
    fs.writeFileSync(path.join(parent, 'b/from-b'), '');
    assert.equal(
      exchangePaths(path.join(parent, 'a'), path.join(parent, 'b')),
      true,
      'Linux with perl: renameat2(RENAME_EXCHANGE) swaps the folders',
    );
    assert.deepEqual(fs.readdirSync(path.join(parent, 'a')), ['from-b']);
    assert.deepEqual(fs.readdirSync(path.join(parent, 'b')), ['from-a']);
  });
});

/** Sends a signal and resolves with the exit code (null when killed by the signal). */
function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
