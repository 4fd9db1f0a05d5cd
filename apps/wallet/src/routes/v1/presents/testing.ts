/** Helpers for gift-giving tests over HTTP, on top of the exchange tests' wallet. */
import { randomUUID } from 'node:crypto';

import type { TestDatabaseKind } from '@kado/db/testing';
import type { SendPresentRequest, SentPresentResult } from '@kado/shared/schemas';

import { verifiedAccount } from '../../../domain/boxes/testing.js';
import { useExchangeWallet } from '../exchanges/testing.js';

export { errorCode } from '../exchanges/testing.js';

export function usePresentWallet(database: TestDatabaseKind) {
  const wallet = useExchangeWallet(database);
  const { call, db, createGift, grant } = wallet;

  const send = (
    subject: string,
    payload: Partial<SendPresentRequest> & { giftId: string },
    headers?: Record<string, string>,
  ) =>
    call(
      'POST',
      '/v1/sent-gifts',
      subject,
      { design: 'birthday', senderName: 'Mei', message: 'Happy birthday!', ...payload },
      headers,
    );

  /** A send that must succeed: the answer, with its token. */
  const sent = async (
    subject: string,
    payload: Partial<SendPresentRequest> & { giftId: string },
  ) => {
    const response = await send(subject, payload);
    if (response.statusCode !== 201) throw new Error(`sending a gift: ${response.body}`);
    return response.json<SentPresentResult & { token: string }>();
  };

  /** A sender with `points` in one lot and a gift of 100 points in stock. */
  const sender = async (points = 1_000, giftOptions: { points?: number } = {}) => {
    const account = await verifiedAccount(db());
    if (points > 0) await grant(account.subject, points, 90);
    const giftId = await createGift({ points: giftOptions.points ?? 100 });
    return { ...account, giftId };
  };

  /** A recipient: any signed-in user, no phone. Their account comes with their first request. */
  const recipient = async () => {
    const subject = `recipient-${randomUUID()}`;
    const me = await call('GET', '/v1/me', subject);
    return { subject, id: me.json<{ id: string }>().id };
  };

  const open = (token: string) => call('POST', '/v1/received-gifts/open', null, { token });
  const claim = (subject: string, token: string, passcode?: string) =>
    call('POST', '/v1/received-gifts/claim', subject, { token, passcode });
  const decline = (token: string, extra: { passcode?: string; note?: string } = {}) =>
    call('POST', '/v1/received-gifts/decline', null, { token, ...extra });
  const cancel = (subject: string, id: string) =>
    call('POST', `/v1/sent-gifts/${id}/cancel`, subject);

  const noticesOf = (accountId: string) =>
    db().query<{ kind: string; params: Record<string, unknown> }>(
      'SELECT kind, params FROM notifications WHERE account_id = $1 ORDER BY seq',
      [accountId],
    );

  const vouchersOf = (exchangeOrPresent: { presentId: string }) =>
    db().query<{
      id: string;
      account_id: string;
      held: boolean;
      refunded_at: Date | null;
      expires_at: Date;
      code: string;
    }>(
      `SELECT v.id, v.account_id, v.held, v.refunded_at, v.expires_at, v.code FROM vouchers v
       JOIN presents p ON p.exchange_id = v.exchange_id WHERE p.id = $1 ORDER BY v.seq`,
      [exchangeOrPresent.presentId],
    );

  return {
    ...wallet,
    send,
    sent,
    sender,
    recipient,
    open,
    claim,
    decline,
    cancel,
    noticesOf,
    vouchersOf,
  };
}
