/**
 * A self-signed ECDSA (P-256) certificate for localhost, like the ones lnd and the other
 * daemons generate, made with openssl for the sample tests' stub servers.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/** Generates the key and certificate in `dir`. */
export function makeEcdsaCertificate(dir: string): TlsFiles {
  const keyFile = path.join(dir, 'tls.key');
  const certFile = path.join(dir, 'tls.cert');
  execFileSync('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', keyFile], { stdio: 'pipe' });
  execFileSync(
    'openssl',
    [
      'req',
      '-new',
      '-x509',
      '-key',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/O=apidocs sample tests/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:0:0:0:0:0:0:0:1',
    ],
    { stdio: 'pipe' },
  );
  return { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) };
}
