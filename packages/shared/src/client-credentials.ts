/**
 * The `Authorization` header of an OAuth client authenticating with its secret
 * (`client_secret_basic`, RFC 6749 §2.3.1): id and secret are each form-urlencoded, then joined.
 */
export function clientBasicAuthorization(clientId: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${btoa(`${encode(clientId)}:${encode(secret)}`)}`;
}
