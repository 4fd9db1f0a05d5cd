/**
 * What the BFF may log about a failed OIDC step. Errors of openid-client and jose carry the claims
 * they checked (an ID token's sub, e-mail and name; a logout token's sid, sub and jti) in their
 * `cause` or `payload`, and pino would write them all: only the kind of failure is kept, and for a
 * claim check the claim's name (never its value).
 */
const NAME = /^[A-Za-z_]{1,40}$/;

export function oidcFailure(error: unknown): { failure: string; reason?: string; claim?: string } {
  if (!(error instanceof Error)) return { failure: typeof error };
  const { code, claim } = error as { code?: unknown; claim?: unknown };
  return {
    failure: NAME.test(error.name) ? error.name : 'Error',
    ...(typeof code === 'string' && code.length <= 64 ? { reason: code } : {}),
    ...(typeof claim === 'string' && NAME.test(claim) ? { claim } : {}),
  };
}
