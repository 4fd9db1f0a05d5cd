/**
 * Plain http is acceptable only on loopback names: localhost, 127.0.0.1, [::1] and `*.localhost`
 * (RFC 6761), which local production-profile runs and docker-compose use. Every other host needs
 * https in production.
 */
export function isHttpsOrLoopback(value: string): boolean {
  const { protocol, hostname } = new URL(value);
  return (
    protocol === 'https:' ||
    ['localhost', '127.0.0.1', '[::1]'].includes(hostname) ||
    hostname.endsWith('.localhost')
  );
}
