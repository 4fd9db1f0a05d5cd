/** Everything the BFF's routes and procedures talk to, built once per app. */
import type { Env } from './env.js';
import { OidcClient } from './oidc/client.js';
import { LoginTransactions } from './oidc/login-transactions.js';
import { TokenService } from './oidc/tokens.js';
import { SessionManager } from './session/sessions.js';
import { createStore, type KeyValueStore } from './session/store.js';
import { TokenSealer } from './session/token-sealer.js';
import { WalletClient } from './upstream/wallet.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated once by app.ts; every plugin and route reaches the services through it. */
    services: Services;
  }
}

export interface Services {
  env: Env;
  store: KeyValueStore;
  sessions: SessionManager;
  /** In-flight sign-ins, sealed like the session's tokens. */
  loginTransactions: LoginTransactions;
  oidc: OidcClient;
  tokens: TokenService;
  wallet: WalletClient;
}

export function createServices(
  env: Env,
  store: KeyValueStore = createStore(env.REDIS_URL),
): Services {
  const sealer = env.SESSION_ENCRYPTION_KEYS
    ? new TokenSealer(env.SESSION_ENCRYPTION_KEYS)
    : TokenSealer.ephemeral();
  const sessions = new SessionManager(store, Date.now, sealer);
  const oidc = new OidcClient(env);
  const wallet = new WalletClient(env.WALLET_URL, env.WALLET_TIMEOUT_MS);
  return {
    env,
    store,
    sessions,
    loginTransactions: new LoginTransactions(store, sealer),
    oidc,
    tokens: new TokenService(oidc, sessions, wallet),
    wallet,
  };
}
