/** A shared voucher, read by its share token without sign-in: the token is the permission. */
import { localeQuerySchema, sharedVoucherSchema, shareTokenSchema } from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { findSharedVoucher } from '../../../domain/vouchers/shares.js';

export const sharedVoucherRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/shared-vouchers/:token',
    {
      schema: {
        summary: 'The voucher a share link opens: no sign-in, 404 once the link is revoked',
        tags: ['vouchers'],
        params: z.object({ token: shareTokenSchema }),
        querystring: localeQuerySchema,
        response: { 200: sharedVoucherSchema },
      },
    },
    (request, reply) => {
      // The answer holds a voucher code: no cache may keep it past a revocation.
      reply.header('cache-control', 'no-store');
      return findSharedVoucher(app.db, request.params.token, request.query.locale, new Date());
    },
  );
  done();
};
