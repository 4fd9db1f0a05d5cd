import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';

import {
  ERROR_CODES,
  ERROR_STATUS,
  LOCALES,
  type ErrorCode,
  type LocaleCode,
  type PublicErrorDetails,
} from '@kado/shared';

import { apiErrorMessage, errorMessageKey } from './api-error-message';
import { createI18n, loadMessages } from './i18n';

/** A failed procedure as the BFF's error formatter shapes it. */
function refusal(code: ErrorCode, details?: PublicErrorDetails) {
  return TRPCClientError.from({
    error: {
      code: -32600,
      message: 'English text for the logs only',
      data: { productCode: code, httpStatus: ERROR_STATUS[code], details },
    },
  });
}

/** Details that make every code pick its most specific message. */
const RICH_DETAILS: Partial<Record<ErrorCode, PublicErrorDetails[]>> = {
  INSUFFICIENT_POINTS: [{ balance: 300, points: 1000, missing: 700 }, { missing: 1 }],
  OUT_OF_STOCK: [{ available: 1 }, { available: 3 }],
  RATE_LIMITED: [{ retryAfterSeconds: 1 }, { retryAfterSeconds: 600 }, { retryAfterSeconds: 7200 }],
  BOX_UNAVAILABLE: [{ boxIds: ['a'] }, { boxIds: ['a', 'b'] }],
  SHARE_LIMIT_REACHED: [{ limit: 5 }],
  GIFT_LIMIT: [{ limit: 20 }],
  PASSCODE_WRONG: [{ triesLeft: 1 }, { triesLeft: 3 }],
  VOUCHER_NOT_ACTIVE: [{ status: 'used' }, { status: 'expired' }, { status: 'refunded' }],
};

type Tree = { [key: string]: string | Tree };
const CODES = LOCALES.map((locale) => locale.code);

describe.each(CODES)('error messages in %s', (locale: LocaleCode) => {
  it('has a message for every product code and every variant its details pick', async () => {
    const messages = (await loadMessages(locale)) as unknown as { errors: Tree };
    const errors = messages.errors;
    const codes = errors.codes as Record<string, string>;
    expect(typeof errors.generic).toBe('string');
    expect(typeof errors.network).toBe('string');
    for (const code of ERROR_CODES) {
      expect(codes[code], `${locale}: ${code}`).toBeTruthy();
      for (const details of RICH_DETAILS[code] ?? []) {
        const { key, values } = errorMessageKey(code, details);
        const leaf = key.replace(/^codes\./, '');
        if (values && 'count' in values) {
          expect(codes[`${leaf}_one`], `${locale}: ${leaf}_one`).toBeTruthy();
          expect(codes[`${leaf}_other`], `${locale}: ${leaf}_other`).toBeTruthy();
        } else {
          expect(codes[leaf], `${locale}: ${leaf}`).toBeTruthy();
        }
      }
    }
  });

  it('shows every code without a key, a placeholder or the server message', async () => {
    const i18n = await createI18n(locale);
    for (const code of ERROR_CODES) {
      for (const details of [undefined, ...(RICH_DETAILS[code] ?? [])]) {
        const message = apiErrorMessage(i18n.t, refusal(code, details));
        expect(message, `${code} ${JSON.stringify(details)}`).not.toMatch(/errors\.|codes\.|\{\{/);
        expect(message).not.toContain('English text for the logs');
      }
    }
  });
});

describe('messages with the details a refusal carries', () => {
  it('names the points missing, the stock left and the wait, formatted for the locale', async () => {
    const en = await createI18n('en');
    expect(apiErrorMessage(en.t, refusal('INSUFFICIENT_POINTS', { missing: 1250 }))).toBe(
      'You need 1,250 more points for this gift.',
    );
    expect(apiErrorMessage(en.t, refusal('INSUFFICIENT_POINTS', { missing: 1 }))).toBe(
      'You need 1 more point for this gift.',
    );
    expect(apiErrorMessage(en.t, refusal('OUT_OF_STOCK', { available: 2 }))).toContain('Only 2 ');
    expect(apiErrorMessage(en.t, refusal('RATE_LIMITED', { retryAfterSeconds: 61 }))).toBe(
      'Too many attempts. Please try again in 61 seconds.',
    );
    expect(apiErrorMessage(en.t, refusal('RATE_LIMITED', { retryAfterSeconds: 3600 }))).toBe(
      'Too many attempts. Please try again in 60 minutes.',
    );
    const kr = await createI18n('kr');
    expect(apiErrorMessage(kr.t, refusal('INSUFFICIENT_POINTS', { missing: 1250 }))).toBe(
      '이 선물을 교환하려면 1,250포인트가 더 필요합니다.',
    );
    const th = await createI18n('th');
    expect(apiErrorMessage(th.t, refusal('OUT_OF_STOCK', { available: 3 }))).toBe(
      'ของขวัญชิ้นนี้เหลือเพียง 3 ชิ้น โปรดเลือกจำนวนที่น้อยลง',
    );
  });

  it('reads right in Filipino for every count (its "one" covers 1, 2, 3, 5…)', async () => {
    const fil = await createI18n('fil');
    const forms = new Set(
      [1, 2, 3, 4, 5, 11, 21, 100].map((missing) =>
        apiErrorMessage(fil.t, refusal('INSUFFICIENT_POINTS', { missing })).replace(/\d+/, 'N'),
      ),
    );
    expect([...forms]).toEqual(['Kulang ka pa ng N puntos para sa regalong ito.']);
  });

  it('leaves the tries left of a wrong code to the field hint, which already counts them', async () => {
    const en = await createI18n('en');
    expect(apiErrorMessage(en.t, refusal('OTP_INVALID', { attemptsLeft: 4 }))).toBe(
      "That code isn't correct. Please check it and try again.",
    );
  });

  it.each(LOCALES.map((locale) => locale.code))(
    'counts the tries left of a wrong code only once, in the field hint, in %s',
    async (code) => {
      const i18n = await createI18n(code);
      const message = apiErrorMessage(i18n.t, refusal('OTP_INVALID', { attemptsLeft: 4 }));
      // The hint beside it says "4 tries left"; the refusal names no count (Latin or Devanagari).
      expect(message).not.toMatch(/[4४]/);
      expect(message).toBe(i18n.t('errors.codes.OTP_INVALID'));
    },
  );

  it('says the voucher is used, expired or refunded when the details say which', async () => {
    const en = await createI18n('en');
    expect(apiErrorMessage(en.t, refusal('VOUCHER_NOT_ACTIVE', { status: 'expired' }))).toBe(
      'This voucher has expired.',
    );
  });

  it('gives network failures and unknown errors a generic message, never their own text', async () => {
    const hk = await createI18n('hk');
    const offline = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(apiErrorMessage(hk.t, offline)).toBe('未能連接 Kado，請檢查網絡連線後再試。');
    expect(apiErrorMessage(hk.t, new Error('Cannot read properties of undefined'))).toBe(
      '出現問題，請再試一次。',
    );
    expect(apiErrorMessage(hk.t, 'boom')).toBe('出現問題，請再試一次。');
  });
});
