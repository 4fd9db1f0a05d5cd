/** Contact (PRODUCT.md §2 /contact-us): each market's channels, and the tickets users send. */
import type { Queryable } from '@kado/db';
import { KadoError } from '@kado/shared';
import type {
  ContactMethod,
  ContactMethods,
  GuestTicketRequest,
  Ticket,
  TicketPage,
  TicketRequest,
} from '@kado/shared/schemas';
import { positionPage } from '../paging.js';

type MarketCode = ContactMethods['market'];

export async function getContactMethods(
  db: Queryable,
  market: MarketCode,
): Promise<ContactMethods> {
  const methods = await db.query<ContactMethod>(
    `SELECT kind, value, hours, languages FROM contact_methods
     WHERE market = $1 ORDER BY position, kind`,
    [market],
  );
  return { market, methods };
}

interface TicketRow {
  id: string;
  seq: string;
  topic: Ticket['topic'];
  message: string;
  email: string | null;
  status: Ticket['status'];
  created_at: Date;
}

const TICKET_COLUMNS = 'id, seq::text AS seq, topic, message, email, status, created_at';

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    email: row.email,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** Writes a ticket, of an account or (accountId null) of a signed-out visitor. */
async function insertTicket(
  tx: Queryable,
  ticket: Pick<Ticket, 'topic' | 'message' | 'email'> & { accountId: string | null; now: Date },
): Promise<Ticket> {
  const [row] = await tx.query<TicketRow>(
    `INSERT INTO contact_tickets (account_id, topic, message, email, created_at)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING ${TICKET_COLUMNS}`,
    [ticket.accountId, ticket.topic, ticket.message, ticket.email, ticket.now.toISOString()],
  );
  if (!row) throw new Error('inserting a ticket returned no row');
  return toTicket(row);
}

/** Support reads every ticket: a flood from one account would drown everyone else's. */
export const TICKETS_PER_HOUR = 5;

/**
 * Stores a ticket for the account; the answer goes to the given e-mail, else the account's. Run
 * it in a transaction: the account row's lock makes the hourly limit exact under concurrency.
 */
export async function createTicket(
  tx: Queryable,
  input: { accountId: string; accountEmail: string | null; request: TicketRequest; now?: Date },
): Promise<Ticket> {
  const { topic, message, email } = input.request;
  const now = input.now ?? new Date();
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [input.accountId]);
  const [recent] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contact_tickets
     WHERE account_id = $1 AND created_at > $2::timestamptz - interval '1 hour'`,
    [input.accountId, now.toISOString()],
  );
  if ((recent?.n ?? 0) >= TICKETS_PER_HOUR) {
    throw new KadoError('RATE_LIMITED', `At most ${TICKETS_PER_HOUR} messages an hour`);
  }
  return insertTicket(tx, {
    accountId: input.accountId,
    topic,
    message,
    email: email ?? input.accountEmail,
    now,
  });
}

/**
 * A signed-out visitor's messages per reply address and hour: lower than an account's, since
 * anyone may send them. (The BFF also limits each network address.)
 */
export const GUEST_TICKETS_PER_HOUR = 3;

/**
 * Stores a signed-out visitor's ticket, answered at the address it names. Run it in a transaction:
 * a lock on the address (case-insensitive) makes the hourly limit exact under concurrency.
 */
export async function createGuestTicket(
  tx: Queryable,
  input: { request: GuestTicketRequest; now?: Date },
): Promise<Ticket> {
  const { topic, message, email } = input.request;
  const now = input.now ?? new Date();
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('contact:' || lower($1)))", [email]);
  const [recent] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contact_tickets
     WHERE account_id IS NULL AND lower(email) = lower($1)
       AND created_at > $2::timestamptz - interval '1 hour'`,
    [email, now.toISOString()],
  );
  if ((recent?.n ?? 0) >= GUEST_TICKETS_PER_HOUR) {
    throw new KadoError(
      'RATE_LIMITED',
      `At most ${GUEST_TICKETS_PER_HOUR} messages an hour to one reply address`,
    );
  }
  return insertTicket(tx, { accountId: null, topic, message, email, now });
}

/** The account's own tickets, newest first. */
export async function listTickets(
  db: Queryable,
  accountId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<TicketPage> {
  const rows = await db.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM contact_tickets
     WHERE account_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint)
     ORDER BY seq DESC
     LIMIT $3`,
    [accountId, page.cursor ?? null, page.limit + 1],
  );
  return positionPage(rows, page.limit, toTicket);
}

/** One ticket by id, for support (operator endpoints); null when there is none. */
export async function getTicket(db: Queryable, id: string): Promise<Ticket | null> {
  const [row] = await db.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM contact_tickets WHERE id = $1`,
    [id],
  );
  return row ? toTicket(row) : null;
}
