/** Phone verification: send a code by SMS, then prove it (PRODUCT.md §5). */
import { KadoError } from '@kado/shared';
import {
  meSchema,
  phoneOtpSendSchema,
  phoneOtpSchema,
  phoneVerifyRequestSchema,
} from '@kado/shared/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

import { maskPhone, requireMobileNumber } from '../../../../domain/phone/phone-number.js';
import { issueCode, verifyCode } from '../../../../domain/phone/verification.js';
import { otpText } from '../../../../sms/messages.js';
import { noQuerySchema } from '../../schemas.js';
import { callerAccount } from '../../caller.js';

export const phoneRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/me/phone/otp',
    {
      schema: {
        summary: 'Send a verification code by SMS to a mobile number of one of the ten markets',
        description:
          'The SMS is written in `locale` when given (the language the person is using), else in the profile language, else English. A new code supersedes the previous one for the same number. Limits: one code per number every 60 s, 5 per number per hour, 10 per account per day (429 RATE_LIMITED with details.retryAfterSeconds).',
        tags: ['me'],
        querystring: noQuerySchema,
        body: phoneOtpSendSchema,
        response: { 200: phoneOtpSchema },
      },
    },
    async (request, reply) => {
      const number = requireMobileNumber(request.body.phone);
      const account = await callerAccount(request);
      const { code, ...issued } = await issueCode(app.db, account.id, number, new Date()).catch(
        (error: unknown) => {
          // Rate-limit answers also tell clients, and proxies, when to come back.
          if (error instanceof KadoError && error.code === 'RATE_LIMITED') {
            const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
            reply.header('retry-after', String(retryAfterSeconds));
          }
          throw error;
        },
      );
      try {
        await app.sms.send(number.e164, otpText(request.body.locale ?? account.locale, code));
      } catch (error) {
        request.log.error({ err: error, phone: maskPhone(number.e164) }, 'SMS not sent');
        throw new KadoError('UPSTREAM_UNAVAILABLE', 'The code could not be sent; try again later');
      }
      request.log.info({ phone: maskPhone(number.e164) }, 'verification code sent');
      return issued;
    },
  );

  app.post(
    '/me/phone/verify',
    {
      schema: {
        summary: "Prove a code and make its number the account's verified phone",
        description:
          'Sets the phone, its verification time and the market in one step; the previous verified number stays until then. At most 5 wrong codes per code.',
        tags: ['me'],
        querystring: noQuerySchema,
        body: phoneVerifyRequestSchema,
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const number = requireMobileNumber(request.body.phone);
      const account = await callerAccount(request);
      const me = await verifyCode(app.db, account.id, number, request.body.code, new Date());
      request.log.info({ phone: maskPhone(number.e164), market: me.market }, 'phone verified');
      return me;
    },
  );
  done();
};
