/** The operator CLI's defaults from the environment; flags override each of them. */
export interface OperatorCliEnv {
  readonly issuer: string | undefined;
  readonly clientId: string;
  readonly clientSecret: string | undefined;
  readonly walletUrl: string;
}

export function operatorCliEnv(source: Record<string, string | undefined> = process.env) {
  return {
    issuer: source.OIDC_ISSUER || undefined,
    clientId: source.OPERATOR_CLIENT_ID || 'kado-operator',
    clientSecret: source.OPERATOR_CLIENT_SECRET || undefined,
    walletUrl: source.WALLET_URL || 'http://127.0.0.1:3002',
  } satisfies OperatorCliEnv;
}
