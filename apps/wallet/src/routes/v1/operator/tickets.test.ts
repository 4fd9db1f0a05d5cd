import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import { WALLET_OPERATOR_SCOPE } from '@kado/shared';
import type { Ticket } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('support reads tickets on %s', (database) => {
  let issuer: TestIssuer;
  let wallet: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    wallet = await buildTestApp({ issuer: issuer.issuer, database });
  });
  afterAll(async () => {
    await wallet.close();
    await issuer.close();
  });

  const get = (token: string, id: string) =>
    wallet.app.inject({
      url: `/v1/operator/tickets/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers the ticket a shopper sent, by its id, to operators only', async () => {
    const shopper = await issuer.sign({ sub: 'ticket-sender', email: 'sender@kado.example' });
    const sent = await wallet.app.inject({
      method: 'POST',
      url: '/v1/contact/tickets',
      headers: { authorization: `Bearer ${shopper}` },
      payload: { topic: 'points', message: 'My points from March are missing.' },
    });
    expect(sent.statusCode).toBe(201);
    const ticket = sent.json<Ticket>();

    const operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
    const read = await get(operator, ticket.id);
    expect(read.statusCode).toBe(200);
    expect(read.json<Ticket>()).toEqual(ticket);

    expect((await get(shopper, ticket.id)).statusCode).toBe(403);
    expect((await get(operator, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(operator, 'not-a-uuid')).statusCode).toBe(400);
  });
});
