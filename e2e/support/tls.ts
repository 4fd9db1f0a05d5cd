/**
 * The production project's gateway serves a certificate signed by a local authority made for the
 * run. The browser is told to accept it (ignoreHTTPSErrors); the workers' own requests (Node's
 * fetch to the gateway and the IdP) trust the authority itself, from NODE_EXTRA_CA_CERTS, which
 * Node reads once at start: so the certificate is made by the config, before any worker starts.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ensureLocalCertificate } from '@kado/stack';

export const E2E_TLS_DIR = join(tmpdir(), 'kado-e2e-tls');

/** Makes the certificate if missing and has every worker trust its authority. */
export function trustLocalAuthority() {
  process.env.NODE_EXTRA_CA_CERTS = ensureLocalCertificate(E2E_TLS_DIR).authority;
}
