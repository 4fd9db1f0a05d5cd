import { TEST_DATABASE_KINDS } from '@kado/db/testing';
import {
  MARKET_CODES,
  WALLET_CONTACT_SCOPE,
  WALLET_OPERATOR_SCOPE,
  WALLET_USER_SCOPE,
} from '@kado/shared';
import type { ContactMethods, Ticket, TicketPage } from '@kado/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/app.js';
import { startTestIssuer, type TestIssuer } from '../../../test/issuer.js';

describe.each(TEST_DATABASE_KINDS)('the contact API on %s', (database) => {
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

  const request = (token: string | null, url: string, payload?: object) =>
    wallet.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  it.each(MARKET_CODES)('lists e-mail, phone and chat for %s without sign-in', async (market) => {
    const response = await request(null, `/v1/contact/methods?market=${market}`);
    expect(response.statusCode).toBe(200);
    const { methods } = response.json<ContactMethods>();
    expect(methods.map((m) => m.kind)).toEqual(['email', 'phone', 'chat']);
    expect(methods[1]?.hours).toMatchObject({ days: ['mon', 'tue', 'wed', 'thu', 'fri'] });
    for (const method of methods) expect(method.languages).toContain('en');
  });

  it("answers in the market's own language first", async () => {
    const languagesOf = async (market: string) =>
      (await request(null, `/v1/contact/methods?market=${market}`)).json<ContactMethods>()
        .methods[0]?.languages;
    expect(await languagesOf('TH')).toEqual(['th', 'en']);
    expect(await languagesOf('HK')).toEqual(['hk', 'en']);
    expect(await languagesOf('KR')).toEqual(['kr', 'en']);
  });

  it.each([
    ['/v1/contact/methods', 'market'],
    ['/v1/contact/methods?market=US', 'market'],
    ['/v1/contact/methods?market=SG&lang=en', 'lang'],
  ])('answers %s with 400 naming %s', async (url, field) => {
    const response = await request(null, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
    });
  });

  it('stores my tickets with my account, answering to my e-mail unless I name another', async () => {
    const token = await issuer.sign({ sub: 'contact-writer', email: 'writer@kado.example' });
    const first = await request(token, '/v1/contact/tickets', {
      topic: 'charge',
      message: '  My box code was refused twice.  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<Ticket>()).toMatchObject({
      topic: 'charge',
      message: 'My box code was refused twice.',
      email: 'writer@kado.example',
      status: 'open',
    });
    const second = await request(token, '/v1/contact/tickets', {
      topic: 'other',
      message: 'Please answer me at my work address.',
      email: 'work@example.com',
    });
    expect(second.json<Ticket>()).toMatchObject({ email: 'work@example.com' });

    const mine = (await request(token, '/v1/contact/tickets?limit=1')).json<TicketPage>();
    expect(mine.items.map((t) => t.topic)).toEqual(['other']);
    const rest = (
      await request(token, `/v1/contact/tickets?limit=1&cursor=${mine.nextCursor}`)
    ).json<TicketPage>();
    expect(rest.items.map((t) => t.topic)).toEqual(['charge']);
    expect(rest.nextCursor).toBeNull();

    const someoneElse = await issuer.sign({ sub: 'contact-reader' });
    expect((await request(someoneElse, '/v1/contact/tickets')).json<TicketPage>().items).toEqual(
      [],
    );
  });

  it.each([
    [{ message: 'A long enough message' }, 'topic'],
    [{ topic: 'refund', message: 'A long enough message' }, 'topic'],
    [{ topic: 'points', message: 'too short' }, 'message'],
    [{ topic: 'points', message: '         short         ' }, 'message'],
    [{ topic: 'points', message: 'x'.repeat(2001) }, 'message'],
    [{ topic: 'points', message: 'A long enough message', email: 'nobody' }, 'email'],
    [{ topic: 'points', message: 'A long enough message', phone: '+6591234567' }, 'phone'],
  ])('answers the ticket %j with 400 naming %s', async (payload, field) => {
    const token = await issuer.sign({ sub: 'contact-malformed' });
    const response = await request(token, '/v1/contact/tickets', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
    });
    const [tickets] = await wallet.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_tickets',
    );
    expect(tickets?.n).toBe(2);
  });

  it('accepts at most 5 messages an hour from one account', async () => {
    const token = await issuer.sign({ sub: 'contact-flooder' });
    const send = () =>
      request(token, '/v1/contact/tickets', { topic: 'other', message: 'Hello, is anyone there?' });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(send));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 201, 201, 201, 429, 429,
    ]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await request(token, '/v1/contact/tickets')).json<TicketPage>().items).toHaveLength(5);
  });

  it('keeps tickets for signed-in users only, and documents who may call what', async () => {
    const payload = { topic: 'points', message: 'A long enough message' };
    expect((await request(null, '/v1/contact/tickets', payload)).statusCode).toBe(401);
    expect((await request(null, '/v1/contact/tickets')).statusCode).toBe(401);
    const { paths } = (await request(null, '/v1/openapi.json')).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(paths['/v1/contact/methods']?.get).toBeDefined();
    expect(paths['/v1/contact/methods']?.get?.security).toEqual([]);
    expect(paths['/v1/contact/tickets']?.post?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    expect(paths['/v1/contact/tickets']?.get?.security).toEqual([{ bearerAuth: ['wallet'] }]);
    expect(paths['/v1/contact/guest-tickets']?.post?.security).toEqual([
      { bearerAuth: [WALLET_CONTACT_SCOPE] },
    ]);
  });

  describe('tickets of signed-out visitors', () => {
    const guestTicket = {
      topic: 'gift',
      message: 'Do you deliver gifts abroad?',
      email: 'Guest@Example.com',
    };
    const bffToken = () => issuer.sign({ sub: 'kado-bff', scope: WALLET_CONTACT_SCOPE });
    const ticketRow = (id: string) =>
      wallet.app.db.query<{ account_id: string | null; email: string }>(
        'SELECT account_id, email FROM contact_tickets WHERE id = $1',
        [id],
      );

    it('stores them without an account, answering to the address they name', async () => {
      const response = await request(await bffToken(), '/v1/contact/guest-tickets', guestTicket);
      expect(response.statusCode).toBe(201);
      const ticket = response.json<Ticket>();
      expect(ticket).toMatchObject({ topic: 'gift', email: 'Guest@Example.com', status: 'open' });
      expect(await ticketRow(ticket.id)).toEqual([
        { account_id: null, email: 'Guest@Example.com' },
      ]);
      // Support reads it like any other ticket.
      const operator = await issuer.sign({ sub: 'kado-operator', scope: WALLET_OPERATOR_SCOPE });
      const read = await request(operator, `/v1/operator/tickets/${ticket.id}`);
      expect(read.json<Ticket>()).toEqual(ticket);
    });

    it('takes them only with the contact scope, which opens nothing else', async () => {
      const user = await issuer.sign({ sub: 'contact-user', scope: WALLET_USER_SCOPE });
      expect((await request(null, '/v1/contact/guest-tickets', guestTicket)).statusCode).toBe(401);
      const asUser = await request(user, '/v1/contact/guest-tickets', guestTicket);
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      const bff = await bffToken();
      for (const url of ['/v1/contact/tickets', '/v1/me', '/v1/points']) {
        expect((await request(bff, url)).statusCode).toBe(403);
      }
      const [accounts] = await wallet.app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM accounts WHERE subject = 'kado-bff'",
      );
      expect(accounts?.n).toBe(0);
    });

    it.each([
      [{ topic: 'gift', message: 'Do you deliver gifts abroad?' }, 'email'],
      [{ ...guestTicket, email: 'not-an-address' }, 'email'],
      [{ ...guestTicket, message: 'short' }, 'message'],
      [{ ...guestTicket, account: 'someone' }, 'account'],
    ])('answers the guest ticket %j with 400 naming "%s"', async (payload, field) => {
      const response = await request(await bffToken(), '/v1/contact/guest-tickets', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: [expect.objectContaining({ path: field })] },
      });
    });

    it('accepts at most 3 an hour per reply address, whatever its case', async () => {
      const token = await bffToken();
      const email = 'busy.guest@example.com';
      const send = (index: number) =>
        request(token, '/v1/contact/guest-tickets', {
          ...guestTicket,
          email: index % 2 ? email : email.toUpperCase(),
        });
      const answers = await Promise.all([1, 2, 3, 4, 5].map(send));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
      const [stored] = await wallet.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM contact_tickets WHERE lower(email) = $1',
        [email],
      );
      expect(stored?.n).toBe(3);
      const other = await request(token, '/v1/contact/guest-tickets', {
        ...guestTicket,
        email: 'another.guest@example.com',
      });
      expect(other.statusCode).toBe(201);
    });
  });
});
