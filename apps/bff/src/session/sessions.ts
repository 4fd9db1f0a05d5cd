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

const hash = (id: string) => createHash('sha256').update(id).digest('base64url');
const sessionKey = (id: string) => `session:${hash(id)}`;
const byIdpSession = (sid: string) => `session-by-sid:${sid}`;
const bySubject = (subject: string) => `session-by-sub:${subject}`;

/** Session ids are 43 base64url characters (32 random bytes); anything else is not looked up. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export class SessionManager {
  readonly #store: KeyValueStore;
  readonly #now: () => number;

  constructor(store: KeyValueStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
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
    const data = await this.#store.get<SessionData>(sessionKey(id));
    if (!data) return null;
    const now = this.#now();
    if (now - data.lastSeenAt > SESSION_IDLE_TIMEOUT_MS || this.ttlMs(data) <= 0) {
      await this.destroy(id);
      return null;
    }
    return { id, data };
  }

  /** Saves and slides the idle timeout. */
  async save(session: Session): Promise<void> {
    session.data.lastSeenAt = this.#now();
    const ttl = this.ttlMs(session.data);
    if (ttl <= 0) return this.destroy(session.id);
    await this.#store.set(sessionKey(session.id), session.data, ttl);
  }

  async destroy(id: string): Promise<void> {
    await this.#store.delete(sessionKey(id));
  }

  /** Back-channel logout: ends every session of an IdP session, or of a subject. */
  async destroyMatching(match: { sid?: string; sub?: string }): Promise<number> {
    const hashes = new Set<string>();
    if (match.sid)
      for (const h of await this.#store.setMembers(byIdpSession(match.sid))) hashes.add(h);
    else if (match.sub)
      for (const h of await this.#store.setMembers(bySubject(match.sub))) hashes.add(h);
    await this.#store.delete(...[...hashes].map((h) => `session:${h}`));
    if (match.sid) await this.#store.delete(byIdpSession(match.sid));
    return hashes.size;
  }

  /** A lock per session, so exactly one token refresh runs at a time across every BFF process. */
  lockRefresh(id: string, ttlMs: number) {
    return this.#store.lock(`refresh-lock:${hash(id)}`, ttlMs);
  }
}
