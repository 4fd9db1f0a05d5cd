/** Debian's Chromium and the flags it runs with here: Playwright's and Lighthouse's browser alike. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The production profile's gateway serves a certificate of a local authority made for the run.
  // Contexts ignore its errors for pages, but Chromium still refuses to register a service worker
  // over a certificate it does not trust: this trusts it as a phone trusts a public authority.
  '--ignore-certificate-errors',
];
