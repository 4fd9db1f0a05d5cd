/**
 * A local certificate authority and a certificate for this machine's names, made once with
 * openssl and kept: the gateway serves the certificate, the services trust the authority
 * (NODE_EXTRA_CA_CERTS) and a person trusts it in the browser to open https://localhost.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names the gateway answers to, locally and in docker-compose. */
const NAMES = ['DNS:localhost', 'DNS:idp.localhost', 'IP:127.0.0.1', 'IP:::1'];

/**
 * @typedef {object} LocalCertificate
 * @property {string} authority the CA certificate to trust (PEM)
 * @property {string} certificate the gateway's certificate chain (PEM)
 * @property {string} key the gateway's private key (PEM)
 */

/**
 * The certificate kept in `dir`, made first if missing. Safe to call from several processes at
 * once: the files appear together, by one rename.
 * @param {string} dir
 * @returns {LocalCertificate}
 */
export function ensureLocalCertificate(dir) {
  const files = {
    authority: join(dir, 'kado-local-ca.pem'),
    certificate: join(dir, 'gateway.pem'),
    key: join(dir, 'gateway-key.pem'),
  };
  if (Object.values(files).every((file) => existsSync(file))) return files;

  const work = `${dir}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  /** @param {string[]} args */
  const openssl = (args) => {
    try {
      execFileSync('openssl', args, { cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      const stderr = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString() ?? '';
      throw new Error(`openssl ${args[0]} failed (is openssl installed?): ${stderr.trim()}`);
    }
  };
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl([
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    'ca-key.pem',
    '-out',
    'kado-local-ca.pem',
    '-days',
    '3650',
    '-subj',
    '/CN=Kado local authority',
    '-addext',
    'basicConstraints=critical,CA:TRUE,pathlen:0',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  openssl([
    'req',
    ...ecKey,
    '-keyout',
    'gateway-key.pem',
    '-out',
    'gateway.csr',
    '-subj',
    '/CN=localhost',
  ]);
  // Browsers accept at most 398 days for a server certificate.
  writeFileSync(
    join(work, 'gateway.ext'),
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=${NAMES.join(',')}`,
    ].join('\n'),
  );
  openssl([
    'x509',
    '-req',
    '-in',
    'gateway.csr',
    '-CA',
    'kado-local-ca.pem',
    '-CAkey',
    'ca-key.pem',
    '-CAcreateserial',
    '-days',
    '397',
    '-extfile',
    'gateway.ext',
    '-out',
    'gateway.pem',
  ]);
  // The authority's key signs nothing more: without it, no other certificate can be made.
  for (const leftover of ['ca-key.pem', 'gateway.csr', 'gateway.ext', 'kado-local-ca.srl']) {
    rmSync(join(work, leftover), { force: true });
  }
  mkdirSync(join(dir, '..'), { recursive: true });
  try {
    renameSync(work, dir);
  } catch {
    // Another process made it first: keep theirs.
    rmSync(work, { recursive: true, force: true });
  }
  return files;
}
