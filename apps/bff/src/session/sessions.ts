/**
 * Server-side sessions. The browser holds only an opaque 256-bit id; the store keys sessions by the
 * id's SHA-256, so a store dump cannot be replayed as cookies. Tokens never leave this module's data,
 * and the record holds ids, never a name or an e-mail: those are read from the ID token, sealed with
 * the other tokens (PRODUCT.md §7).
 */
import { createHash, randomBytes } from 'node:crypto';

import { decodeJwt, type JWTPayload } from 'jose';

import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  type LocaleCode,
  type MarketCode,
} from '@kado/shared';

import { UNKNOWN_DEVICE, UNKNOWN_PLACE, type DeviceInfo, type Place } from './device.js';
import type { KeyValueStore } from './store.js';
import { isSealed, TokenSealer, type SealedTokens } from './token-sealer.js';

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  idToken: string;
  /** Epoch ms. */
  issuedAt: number;
  expiresAt: number;
}

export interface SessionData {
  subject: string;
  /** The IdP's session id (`sid`), for back-channel logout. */
  idpSessionId: string | null;
  phoneVerified: boolean;
  /** The account's market (from its verified phone); null until the phone is verified. */
  market: MarketCode | null;
  locale: LocaleCode;
  tokens: TokenSet;
  /** Set after a refresh failed for a network or server reason: no retry before retryAt. */
  refreshBackoff: { failures: number; retryAt: number } | null;
  /** The device and coarse place it signed in from, for `/account-info/devices`. */
  device: DeviceInfo;
  place: Place;
  createdAt: number;
  lastSeenAt: number;
}

/** What a sign-in gives; sessions made without a device or place show them as unknown. */
export type NewSessionData = Omit<SessionData, 'createdAt' | 'lastSeenAt' | 'device' | 'place'> &
  Partial<Pick<SessionData, 'device' | 'place'>>;

export interface Session {
  readonly id: string;
  data: SessionData;
}

/** One of a person's sessions as the devices list shows it: no token, no id. */
export interface SessionSummary {
  /** Opaque: neither the session id nor its store key, and only meaningful to its owner. */
  handle: string;
  device: DeviceInfo;
  place: Place;
  createdAt: number;
  lastSeenAt: number;
}

/** What a session ended here leaves to end upstream: its tokens (when its record still opened). */
export interface EndedSession {
  tokens: TokenSet | null;
  subject: string;
  idpSessionId: string | null;
  locale: LocaleCode;
}

/**
 * What the store holds: the tokens sealed. Records written before sealing (tokens in clear) or
 * before names left the record (`user`) may still be met; the first are refused, the second's
 * names are never read and go at the record's next save.
 */
type StoredSessionData = Omit<SessionData, 'tokens' | 'device' | 'place'> & {
  tokens: SealedTokens | TokenSet;
  device?: DeviceInfo;
  place?: Place;
};

const hash = (id: string) => createHash('sha256').update(id).digest('base64url');
const recordKey = (digest: string) => `session:${digest}`;
/** When the session was last used: a small key written at most once a minute, so reads stay cheap. */
const seenKey = (digest: string) => `session-seen:${digest}`;
const TOUCH_INTERVAL_MS = 60_000;
const byIdpSession = (sid: string) => `session-by-sid:${sid}`;
const bySubject = (subject: string) => `session-by-sub:${subject}`;
/** A handle per session for the devices list, derived one way from the store key's digest. */
const handleOf = (digest: string) =>
  createHash('sha256').update(`kado-device-handle:${digest}`).digest('base64url').slice(0, 22);

/** Session ids are 43 base64url characters (32 random bytes); anything else is not looked up. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The claims of a session's ID token, or none when it cannot be read. The token was verified at the
 * callback and is sealed at rest, so it is read without checking its signature (or its expiry: a
 * refresh keeps the original claims such as auth_time).
 */
export function idTokenClaims(data: Pick<SessionData, 'tokens'>): JWTPayload {
  try {
    return decodeJwt(data.tokens.idToken);
  } catch {
    return {};
  }
}

/** The name and e-mail a session's ID token states, or nulls. */
export function sessionUser(data: Pick<SessionData, 'tokens'>): {
  name: string | null;
  email: string | null;
} {
  const { name, email } = idTokenClaims(data);
  return {
    name: typeof name === 'string' ? name : null,
    email: typeof email === 'string' ? email : null,
  };
}

export class SessionManager {
  readonly #store: KeyValueStore;
  readonly #now: () => number;
  readonly #sealer: TokenSealer;

  constructor(
    store: KeyValueStore,
    now: () => number = Date.now,
    sealer: TokenSealer = TokenSealer.ephemeral(),
  ) {
    this.#store = store;
    this.#now = now;
    this.#sealer = sealer;
  }

  /** Remaining lifetime: the sliding idle timeout, capped by the absolute one. */
  ttlMs(data: Pick<SessionData, 'createdAt'>): number {
    const now = this.#now();
    return Math.min(SESSION_IDLE_TIMEOUT_MS, data.createdAt + SESSION_ABSOLUTE_TIMEOUT_MS - now);
  }

  async create(data: NewSessionData): Promise<Session> {
    const id = randomBytes(32).toString('base64url');
    const digest = hash(id);
    const now = this.#now();
    const session: Session = {
      id,
      data: {
        ...data,
        device: data.device ?? UNKNOWN_DEVICE,
        place: data.place ?? UNKNOWN_PLACE,
        createdAt: now,
        lastSeenAt: now,
      },
    };
    const ttl = this.ttlMs(session.data);
    await Promise.all([
      this.#store.set(recordKey(digest), this.#stored(digest, session.data), ttl),
      this.#store.set(seenKey(digest), now, ttl),
    ]);
    const indexTtl = SESSION_ABSOLUTE_TIMEOUT_MS;
    await this.#store.addToSet(bySubject(data.subject), digest, indexTtl);
    if (data.idpSessionId)
      await this.#store.addToSet(byIdpSession(data.idpSessionId), digest, indexTtl);
    return session;
  }

  async load(id: string | undefined): Promise<Session | null> {
    if (!id || !SESSION_ID_PATTERN.test(id)) return null;
    const digest = hash(id);
    // One round trip: on a signed-in read this is the BFF's only call to the store.
    const [stored, seen] = (await this.#store.getMany(recordKey(digest), seenKey(digest))) as [
      StoredSessionData | null,
      number | null,
    ];
    if (!stored) return null;
    const data = this.#open(digest, stored, seen);
    // A record no key opens (its key retired, the blob tampered with, or tokens in clear) signs
    // nobody in; neither does one past its idle or absolute timeout.
    if (!data || this.#expired(data)) {
      await this.#forget(digest, stored);
      return null;
    }
    // The idle timeout slides with use, not only with saves; touching only the small marker and
    // the record's expiry (never rewriting the record) cannot undo a concurrent token refresh.
    const now = this.#now();
    if (now - data.lastSeenAt >= TOUCH_INTERVAL_MS) {
      data.lastSeenAt = now;
      const ttl = this.ttlMs(data);
      await Promise.all([
        this.#store.set(seenKey(digest), now, ttl),
        this.#store.expire(recordKey(digest), ttl),
      ]);
    }
    return { id, data };
  }

  /**
   * Saves and slides the idle timeout. A session ended meanwhile (signed out from another device,
   * on any replica) stays ended: the record is only ever replaced, never written back. False then.
   */
  async save(session: Session): Promise<boolean> {
    session.data.lastSeenAt = this.#now();
    const ttl = this.ttlMs(session.data);
    if (ttl <= 0) {
      await this.destroy(session.id);
      return false;
    }
    const digest = hash(session.id);
    const [kept] = await Promise.all([
      this.#store.setIfPresent(recordKey(digest), this.#stored(digest, session.data), ttl),
      this.#store.setIfPresent(seenKey(digest), session.data.lastSeenAt, ttl),
    ]);
    return kept;
  }

  async destroy(id: string): Promise<void> {
    await this.#end([hash(id)]);
  }

  /**
   * Back-channel logout: ends every session of an IdP session, or of a subject, and hands back
   * what each held so the caller can revoke it upstream (session/sign-out.ts does).
   */
  async destroyMatching(match: { sid?: string; sub?: string }): Promise<EndedSession[]> {
    const index = match.sid ? byIdpSession(match.sid) : match.sub ? bySubject(match.sub) : null;
    if (!index) return [];
    const ended = await this.#end(await this.#store.setMembers(index));
    await this.#store.delete(index);
    return ended;
  }

  /** The subject's live sessions, last seen first; entries of ended sessions leave the index. */
  async list(subject: string): Promise<SessionSummary[]> {
    const digests = await this.#store.setMembers(bySubject(subject));
    if (digests.length === 0) return [];
    const values = await this.#store.getMany(
      ...digests.flatMap((digest) => [recordKey(digest), seenKey(digest)]),
    );
    const live: SessionSummary[] = [];
    const gone: string[] = [];
    digests.forEach((digest, index) => {
      const stored = values[index * 2] as StoredSessionData | null;
      const seen = values[index * 2 + 1] as number | null;
      const data = stored?.subject === subject ? this.#open(digest, stored, seen) : null;
      if (!data) {
        if (!stored) gone.push(digest);
        return;
      }
      if (this.#expired(data)) return;
      const { device, place, createdAt, lastSeenAt } = data;
      live.push({ handle: handleOf(digest), device, place, createdAt, lastSeenAt });
    });
    if (gone.length > 0) await this.#store.removeFromSet(bySubject(subject), ...gone);
    return live.sort((a, b) => b.lastSeenAt - a.lastSeenAt);
  }

  /** The devices-list handle of a session. */
  handleOf(id: string): string {
    return handleOf(hash(id));
  }

  /** Ends the subject's session with this handle; null when the subject has none (never another's). */
  async endByHandle(subject: string, handle: string): Promise<EndedSession | null> {
    const digests = await this.#store.setMembers(bySubject(subject));
    const digest = digests.find((candidate) => handleOf(candidate) === handle);
    if (!digest) return null;
    const [ended] = await this.#end([digest], subject);
    return ended ?? null;
  }

  /** Ends every session of the subject but this one. */
  async endOthers(subject: string, keepId: string): Promise<EndedSession[]> {
    const keep = hash(keepId);
    const digests = await this.#store.setMembers(bySubject(subject));
    return this.#end(
      digests.filter((digest) => digest !== keep),
      subject,
    );
  }

  /** A lock per session, so exactly one token refresh runs at a time across every BFF process. */
  lockRefresh(id: string, ttlMs: number) {
    return this.#store.lock(`refresh-lock:${hash(id)}`, ttlMs);
  }

  #stored(digest: string, data: SessionData): StoredSessionData {
    return { ...data, tokens: this.#sealer.seal(data.tokens, recordKey(digest)) };
  }

  /** The record as the app uses it: field by field, so nothing else a record holds is read. */
  #open(digest: string, stored: StoredSessionData, seen: number | null): SessionData | null {
    const tokens = this.#tokensOf(digest, stored);
    if (!tokens) return null;
    return {
      subject: stored.subject,
      idpSessionId: stored.idpSessionId,
      phoneVerified: stored.phoneVerified,
      market: stored.market,
      locale: stored.locale,
      tokens,
      refreshBackoff: stored.refreshBackoff,
      device: stored.device ?? UNKNOWN_DEVICE,
      place: stored.place ?? UNKNOWN_PLACE,
      createdAt: stored.createdAt,
      lastSeenAt: Math.max(stored.lastSeenAt, seen ?? 0),
    };
  }

  /** Sealed tokens only: a record holding them in clear is refused, never adopted. */
  #tokensOf(digest: string, stored: StoredSessionData): TokenSet | null {
    return isSealed(stored.tokens) ? this.#sealer.open(stored.tokens, recordKey(digest)) : null;
  }

  #expired(data: SessionData): boolean {
    return this.#now() - data.lastSeenAt > SESSION_IDLE_TIMEOUT_MS || this.ttlMs(data) <= 0;
  }

  /**
   * Ends sessions by digest: each record is taken out of the store in one step (so a session ends
   * once however many replicas end it at the same moment) and leaves its indexes. With `subject`,
   * only that subject's records are ended.
   */
  async #end(digests: string[], subject?: string): Promise<EndedSession[]> {
    const ended = await Promise.all(
      digests.map(async (digest): Promise<EndedSession | null> => {
        const key = recordKey(digest);
        if (subject !== undefined) {
          const stored = await this.#store.get<StoredSessionData>(key);
          if (stored?.subject !== subject) return null;
        }
        const stored = await this.#store.take<StoredSessionData>(key);
        await this.#forget(digest, stored);
        if (!stored) return null;
        const { idpSessionId, locale } = stored;
        return {
          tokens: this.#tokensOf(digest, stored),
          subject: stored.subject,
          idpSessionId,
          locale,
        };
      }),
    );
    return ended.filter((entry): entry is EndedSession => entry !== null);
  }

  /** Removes what is left of a session beside its record: its seen mark and its index entries. */
  async #forget(digest: string, stored: StoredSessionData | null) {
    await Promise.all([
      this.#store.delete(recordKey(digest), seenKey(digest)),
      stored && this.#store.removeFromSet(bySubject(stored.subject), digest),
      stored?.idpSessionId && this.#store.removeFromSet(byIdpSession(stored.idpSessionId), digest),
    ]);
  }
}
