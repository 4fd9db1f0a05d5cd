/**
 * Server-side sessions. The browser holds only an opaque 256-bit id; the store keys sessions by the
 * id's SHA-256, so a store dump cannot be replayed as cookies. Tokens never leave this module's data.
 */
import { createHash, randomBytes } from 'node:crypto';

import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  type LocaleCode,
  type MarketCode,
} from '@kado/shared';

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
  user: { name: string | null; email: string | null };
  phoneVerified: boolean;
  /** The account's market (from its verified phone); null until the phone is verified. */
  market: MarketCode | null;
  locale: LocaleCode;
  tokens: TokenSet;
  /** Set after a refresh failed for a network or server reason: no retry before retryAt. */
  refreshBackoff: { failures: number; retryAt: number } | null;
  createdAt: number;
  lastSeenAt: number;
}

export interface Session {
  readonly id: string;
  data: SessionData;
}

/** What the store holds: the tokens sealed (older records may still hold them in clear). */
type StoredSessionData = Omit<SessionData, 'tokens'> & { tokens: SealedTokens | TokenSet };

const hash = (id: string) => createHash('sha256').update(id).digest('base64url');
const sessionKey = (id: string) => `session:${hash(id)}`;
/** When the session was last used: a small key written at most once a minute, so reads stay cheap. */
const seenKey = (id: string) => `session-seen:${hash(id)}`;
const TOUCH_INTERVAL_MS = 60_000;
const byIdpSession = (sid: string) => `session-by-sid:${sid}`;
const bySubject = (subject: string) => `session-by-sub:${subject}`;

/** Session ids are 43 base64url characters (32 random bytes); anything else is not looked up. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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
  ttlMs(data: SessionData): number {
    const now = this.#now();
    return Math.min(SESSION_IDLE_TIMEOUT_MS, data.createdAt + SESSION_ABSOLUTE_TIMEOUT_MS - now);
  }

  async create(data: Omit<SessionData, 'createdAt' | 'lastSeenAt'>): Promise<Session> {
    const id = randomBytes(32).toString('base64url');
    const now = this.#now();
    const session: Session = { id, data: { ...data, createdAt: now, lastSeenAt: now } };
    await this.save(session);
    const ttl = SESSION_ABSOLUTE_TIMEOUT_MS;
    await this.#store.addToSet(bySubject(data.subject), hash(id), ttl);
    if (data.idpSessionId)
      await this.#store.addToSet(byIdpSession(data.idpSessionId), hash(id), ttl);
    return session;
  }

  async load(id: string | undefined): Promise<Session | null> {
    if (!id || !SESSION_ID_PATTERN.test(id)) return null;
    const digest = hash(id);
    const key = `session:${digest}`;
    const seenAtKey = `session-seen:${digest}`;
    // One round trip: on a signed-in read this is the BFF's only call to the store.
    const [stored, seen] = (await this.#store.getMany(key, seenAtKey)) as [
      StoredSessionData | null,
      number | null,
    ];
    if (!stored) return null;
    const tokens = isSealed(stored.tokens) ? this.#sealer.open(stored.tokens, key) : stored.tokens;
    // A record no key opens (its key retired, or the blob tampered with) signs nobody in.
    if (!tokens) {
      await this.destroy(id);
      return null;
    }
    const data: SessionData = {
      ...stored,
      tokens,
      lastSeenAt: Math.max(stored.lastSeenAt, seen ?? 0),
    };
    const now = this.#now();
    if (now - data.lastSeenAt > SESSION_IDLE_TIMEOUT_MS || this.ttlMs(data) <= 0) {
      await this.destroy(id);
      return null;
    }
    // The idle timeout slides with use, not only with saves; touching only the small marker and
    // the record's expiry (never rewriting the record) cannot undo a concurrent token refresh.
    if (now - data.lastSeenAt >= TOUCH_INTERVAL_MS) {
      data.lastSeenAt = now;
      const ttl = this.ttlMs(data);
      await Promise.all([this.#store.set(seenAtKey, now, ttl), this.#store.expire(key, ttl)]);
    }
    return { id, data };
  }

  /** Saves and slides the idle timeout. */
  async save(session: Session): Promise<void> {
    session.data.lastSeenAt = this.#now();
    const ttl = this.ttlMs(session.data);
    if (ttl <= 0) return this.destroy(session.id);
    const key = sessionKey(session.id);
    const stored: StoredSessionData = {
      ...session.data,
      tokens: this.#sealer.seal(session.data.tokens, key),
    };
    await Promise.all([
      this.#store.set(key, stored, ttl),
      this.#store.set(seenKey(session.id), session.data.lastSeenAt, ttl),
    ]);
  }

  async destroy(id: string): Promise<void> {
    await this.#store.delete(sessionKey(id), seenKey(id));
  }

  /** Back-channel logout: ends every session of an IdP session, or of a subject. */
  async destroyMatching(match: { sid?: string; sub?: string }): Promise<number> {
    const hashes = new Set<string>();
    if (match.sid)
      for (const h of await this.#store.setMembers(byIdpSession(match.sid))) hashes.add(h);
    else if (match.sub)
      for (const h of await this.#store.setMembers(bySubject(match.sub))) hashes.add(h);
    await this.#store.delete(...[...hashes].flatMap((h) => [`session:${h}`, `session-seen:${h}`]));
    if (match.sid) await this.#store.delete(byIdpSession(match.sid));
    return hashes.size;
  }

  /** A lock per session, so exactly one token refresh runs at a time across every BFF process. */
  lockRefresh(id: string, ttlMs: number) {
    return this.#store.lock(`refresh-lock:${hash(id)}`, ttlMs);
  }
}
