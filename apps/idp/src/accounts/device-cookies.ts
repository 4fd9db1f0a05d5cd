/**
 * The owner's own browser (PRODUCT.md §7): a right password sets a signed, HttpOnly cookie for that
 * account, and from then on that browser is counted apart from strangers. Its wrong passwords still
 * slow it down, but the limits anyone could fill from elsewhere (per client address, per account
 * per day) no longer stand between the owner and their account.
 *
 * One cookie per account, named by a keyed digest of the e-mail (the name tells nothing), holding a
 * random device id and a MAC over the e-mail digest and the id: it cannot be made up, nor moved to
 * another account.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { emailDigest } from '../rate-limits.js';

const NAME_PREFIX = 'kado_device_';
/** Renewed by every sign-in: a browser used at least twice a year stays known. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

export class DeviceCookies {
  readonly #key: Buffer;
  readonly #secure: boolean;

  /** `secret`: one of the provider's cookie keys; `secure`: the issuer is https. */
  constructor(secret: string, secure: boolean) {
    this.#key = createHmac('sha256', secret).update('kado device cookie v1').digest();
    this.#secure = secure;
  }

  #mac(label: string, value: string) {
    return createHmac('sha256', this.#key).update(`${label}\0${value}`).digest('base64url');
  }

  /** The cookie name for this e-mail (`__Host-` where the IdP is served over https). */
  name(email: string): string {
    const name = `${NAME_PREFIX}${this.#mac('name', emailDigest(email)).slice(0, 16)}`;
    return this.#secure ? `__Host-${name}` : name;
  }

  /** The device id of this browser for this e-mail, when its cookie is genuine. */
  read(cookieHeader: string | undefined, email: string): string | undefined {
    const account = emailDigest(email);
    for (const value of cookieValues(cookieHeader, this.name(email))) {
      const [device = '', mac = ''] = value.split('.');
      if (!DEVICE_ID.test(device)) continue;
      const expected = Buffer.from(this.#mac('device', `${account}:${device}`));
      const given = Buffer.from(mac);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return device;
    }
    return undefined;
  }

  /** A Set-Cookie value that makes (or keeps) this browser a known device of the e-mail's account. */
  issue(email: string, device = randomBytes(16).toString('base64url')): string {
    const mac = this.#mac('device', `${emailDigest(email)}:${device}`);
    return [
      `${this.name(email)}=${device}.${mac}`,
      'Path=/',
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
      'HttpOnly',
      // Only ever needed on the IdP's own forms posting to the IdP.
      'SameSite=Strict',
      ...(this.#secure ? ['Secure'] : []),
    ].join('; ');
  }
}
