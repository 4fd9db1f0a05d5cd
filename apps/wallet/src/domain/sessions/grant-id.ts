/**
 * The IdP's grant id as access tokens carry it (`grant_id`): oidc-provider makes it a nanoid, and
 * every token of one sign-in shares it across refreshes, so it names the session at the wallet.
 */
export const GRANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
