/**
 * CSRF rules of PRODUCT.md §7 for every /trpc and BFF API request, queries included: the static
 * `x-kado-csrf: 1` header (403 without it); unsafe methods also need a JSON body (415), a
 * same-origin Origin (or Sec-Fetch-Site: same-origin when no Origin is sent), and no Sec-Fetch-Site
 * other than same-origin or none whatever Origin says (403).
 *
 * The rules are attached to the API routes themselves (an onRoute hook adds them to every route
 * whose pattern is an API path), never decided on the raw request URL: the router decodes
 * percent-escapes and accepts absolute-form targets, so a check on the raw string could be walked
 * around (`/%74rpc/…`, `http://host/trpc/…`) while the request still reaches the API handler.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { CSRF_HEADER } from '@kado/shared';

/** The browser-facing API routes: tRPC, sign-out and downloads under /bff/api. */
export const isApiRoute = (pattern: string) =>
  pattern === '/trpc' ||
  pattern.startsWith('/trpc/') ||
  pattern === '/bff/logout' ||
  pattern.startsWith('/bff/api/');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Sec-Fetch-Site values of a request the SPA itself sends (`none`: the user's own action, such as
 * a typed address); `same-site` is not enough, a sibling subdomain is another application.
 */
const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

function reject(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error: { code, message, requestId: reply.request.id } });
}

export default fp(
  (app) => {
    const ownOrigin = app.services.env.PUBLIC_URL;

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers[CSRF_HEADER] !== '1') {
        return reject(reply, 403, 'CSRF_REJECTED', `Missing the ${CSRF_HEADER} header`);
      }
      if (SAFE_METHODS.has(request.method)) return;
      const contentType = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
      if (contentType !== 'application/json') {
        return reject(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send application/json');
      }
      // Both signals must agree (PRODUCT.md §7): a browser's Sec-Fetch-Site naming another site
      // refuses the request whatever Origin says, and a request with neither is refused.
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      const sameOrigin =
        (fetchSite === undefined || SAME_ORIGIN_FETCH_SITES.has(fetchSite)) &&
        (origin !== undefined ? origin === ownOrigin : fetchSite === 'same-origin');
      if (!sameOrigin) return reject(reply, 403, 'CSRF_REJECTED', 'Cross-origin request refused');
    };

    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) return;
      const existing = route.onRequest;
      // First in line: nothing else runs for a request the guard refuses.
      route.onRequest = [
        guard,
        ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      ];
    });
  },
  { name: 'kado-csrf', dependencies: ['kado-services'] },
);
