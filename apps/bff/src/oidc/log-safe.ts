/**
 * What the BFF may log about a failed OIDC step. Errors of openid-client and jose carry the claims
 * they checked (an ID token's sub, e-mail and name; a logout token's sid, sub and jti) in their
 * `cause` or `payload`; pino would write them all. Only the error's kind and code are kept.
 */
export function oidcFailure(error: unknown): { type: string; code?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, ...(typeof code === 'string' ? { code } : {}) };
}
