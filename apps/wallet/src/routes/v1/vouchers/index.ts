/** My vouchers: the list, one voucher, marking it used (and undoing that), its share links. */
import {
  createdShareSchema,
  localeQuerySchema,
  voucherListQuerySchema,
  voucherPageSchema,
  voucherSchema,
  voucherShareListSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createShare, listShares, revokeShare } from '../../../domain/vouchers/shares.js';
import {
  findVoucher,
  listVouchers,
  markUsed,
  undoUsed,
} from '../../../domain/vouchers/vouchers.js';
import { noQuerySchema } from '../schemas.js';
import { callerAccount } from '../caller.js';

const voucherParams = z.object({ id: z.uuid() });

export const voucherRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/vouchers',
    {
      schema: {
        summary:
          'My vouchers, newest first or soonest expiry first (sort=expiry), optionally of one status',
        tags: ['vouchers'],
        querystring: voucherListQuerySchema,
        response: { 200: voucherPageSchema },
      },
    },
    async (request) => {
      const account = await callerAccount(request);
      return listVouchers(app.db, account.id, { ...request.query, now: new Date() });
    },
  );

  app.get(
    '/vouchers/:id',
    {
      schema: {
        summary: 'One of my vouchers with its code, PIN, barcode and the gift’s terms',
        tags: ['vouchers'],
        params: voucherParams,
        querystring: localeQuerySchema,
        response: { 200: voucherSchema },
      },
    },
    async (request) => {
      const account = await callerAccount(request);
      return findVoucher(app.db, account.id, request.params.id, request.query.locale, new Date());
    },
  );

  /** Marking used and undoing it: a change of state, answered with the voucher as it now is. */
  const stateChanges = [
    {
      url: '/vouchers/:id/use',
      change: markUsed,
      summary: 'Mark an active voucher used',
      description: '409 VOUCHER_NOT_ACTIVE (details.status) when it is used, expired or refunded.',
    },
    {
      url: '/vouchers/:id/undo-use',
      change: undoUsed,
      summary: 'Undo marking a voucher used, within 24 hours of marking it',
      description:
        '409 VOUCHER_NOT_USED when it is not marked used; 409 UNDO_WINDOW_PASSED after 24 hours.',
    },
  ];
  for (const { url, change, summary, description } of stateChanges) {
    app.post(
      url,
      {
        schema: {
          summary,
          description,
          tags: ['vouchers'],
          params: voucherParams,
          querystring: localeQuerySchema,
          response: { 200: voucherSchema },
        },
      },
      async (request) => {
        const account = await callerAccount(request);
        const now = new Date();
        return app.db.transaction(async (tx) => {
          await change(tx, account.id, request.params.id, now);
          return findVoucher(tx, account.id, request.params.id, request.query.locale, now);
        });
      },
    );
  }

  app.get(
    '/vouchers/:id/shares',
    {
      schema: {
        summary:
          'The share links of my voucher, newest first, revoked ones too (never their tokens)',
        tags: ['vouchers'],
        params: voucherParams,
        querystring: noQuerySchema,
        response: { 200: voucherShareListSchema },
      },
    },
    async (request) => {
      const account = await callerAccount(request);
      return { items: await listShares(app.db, account.id, request.params.id) };
    },
  );

  app.post(
    '/vouchers/:id/shares',
    {
      schema: {
        summary: 'Create a share link of my active voucher: its token is shown only here',
        description:
          'The token opens GET /v1/shared-vouchers/{token} without sign-in until revoked. 409 VOUCHER_NOT_ACTIVE for a voucher that is not active; 409 SHARE_LIMIT_REACHED with 5 live links.',
        tags: ['vouchers'],
        params: voucherParams,
        querystring: noQuerySchema,
        response: { 201: createdShareSchema },
      },
    },
    async (request, reply) => {
      const account = await callerAccount(request);
      const share = await app.db.transaction((tx) =>
        createShare(tx, account.id, request.params.id, new Date()),
      );
      request.log.info({ voucherId: request.params.id, shareId: share.id }, 'voucher shared');
      return reply.code(201).send(share);
    },
  );

  app.delete(
    '/vouchers/:id/shares/:shareId',
    {
      schema: {
        summary: 'Revoke a share link of my voucher (revoking it again is harmless)',
        tags: ['vouchers'],
        params: z.object({ id: z.uuid(), shareId: z.uuid() }),
        querystring: noQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const account = await callerAccount(request);
      await app.db.transaction((tx) =>
        revokeShare(tx, account.id, request.params.id, request.params.shareId, new Date()),
      );
      request.log.info({ shareId: request.params.shareId }, 'voucher share revoked');
      return reply.code(204).send(null);
    },
  );
  done();
};
