/**
 * The programs the sample tests run samples with, found on this machine: Debian's python3
 * with grpcio, requests and websocket-client, protoc with the gRPC Python plugin, curl and
 * xxd, openssl for the test certificate. Samples whose tools are missing are skipped with a
 * message naming the package to install (CI installs them all, see .ci/run).
 */
import { spawnSync } from 'node:child_process';

export interface SampleTools {
  python: string;
  protoc: string;
  grpcPythonPlugin: string;
  /** "protocol/language" keys that cannot run here, with why. */
  missing: Map<string, string>;
  /** Why no sample can run (no openssl), or null. */
  blocker: string | null;
}

function works(program: string, args: string[]): boolean {
  return spawnSync(program, args, { stdio: 'ignore' }).status === 0;
}

function which(program: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Finds the tools; Debian's /usr/bin/python3 is preferred (a pyenv python3 lacks its packages). */
export function findSampleTools(): SampleTools {
  const python =
    ['/usr/bin/python3', 'python3'].find((p) => works(p, ['-c', 'import grpc'])) ??
    ['/usr/bin/python3', 'python3'].find((p) => works(p, ['--version'])) ??
    'python3';
  const protoc = which('protoc') ?? 'protoc';
  const grpcPythonPlugin = which('grpc_python_plugin') ?? 'grpc_python_plugin';
  const missing = new Map<string, string>();
  if (!works(python, ['-c', 'import grpc']))
    missing.set('grpc/python', `${python} cannot import grpc: apt-get install python3-grpcio`);
  else if (!which('protoc') || !which('grpc_python_plugin'))
    missing.set(
      'grpc/python',
      'protoc or grpc_python_plugin missing: apt-get install protobuf-compiler protobuf-compiler-grpc',
    );
  if (!works(python, ['-c', 'import requests, websocket']))
    missing.set(
      'rest/python',
      `${python} cannot import requests and websocket: apt-get install python3-requests python3-websocket`,
    );
  if (!which('curl') || !which('xxd')) missing.set('shell/curl', 'curl or xxd missing: apt-get install curl xxd');
  if (!which('bash')) missing.set('shell/cli', 'bash missing');
  return {
    python,
    protoc,
    grpcPythonPlugin,
    missing,
    blocker: which('openssl')
      ? null
      : 'openssl is not installed (it makes the test certificate): apt-get install openssl',
  };
}
