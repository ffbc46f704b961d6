/**
 * Locates the buf compiler. apidocs depends on buf's per-platform npm packages directly (as
 * optional dependencies, so npm installs the one matching this machine and no install
 * script is needed) rather than on the @bufbuild/buf wrapper, whose lock entries for other
 * platforms break `npm ci` on registries that mirror only some of them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ProtoError } from '../shared/errors.ts';

const require = createRequire(import.meta.url);

/** The platform package names @bufbuild/buf publishes, keyed by `${platform} ${arch}`. */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux x64': '@bufbuild/buf-linux-x64',
  'linux arm64': '@bufbuild/buf-linux-aarch64',
  'linux arm': '@bufbuild/buf-linux-armv7',
  'darwin x64': '@bufbuild/buf-darwin-x64',
  'darwin arm64': '@bufbuild/buf-darwin-arm64',
  'win32 x64': '@bufbuild/buf-win32-x64',
  'win32 arm64': '@bufbuild/buf-win32-arm64',
};

let cached: string | undefined;

/** Absolute path of the buf executable; $APIDOCS_BUF overrides it. */
export function bufBinary(): string {
  if (process.env.APIDOCS_BUF) return process.env.APIDOCS_BUF;
  if (cached) return cached;
  const pkg = PLATFORM_PACKAGES[`${process.platform} ${process.arch}`];
  const exe = process.platform === 'win32' ? 'buf.exe' : 'buf';
  if (pkg) {
    try {
      const candidate = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'bin', exe);
      if (fs.existsSync(candidate)) return (cached = candidate);
    } catch {
      // Fall through to the error below.
    }
  }
  throw new ProtoError(`the buf compiler for ${process.platform}/${process.arch} is not installed`, {
    hint: `Run \`npm ci\` (optional dependencies must not be omitted); on another platform \`npm install ${pkg ?? '@bufbuild/buf'}\`, or set APIDOCS_BUF to a buf executable.`,
  });
}
