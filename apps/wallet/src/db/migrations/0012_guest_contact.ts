import type { Migration } from '@kado/db';

/**
 * Signed-out visitors may write to support too (PRODUCT.md §2 /contact-us): their tickets have no
 * account, so they must name where to answer. The partial index serves the hourly limit per reply
 * address, which only guest tickets need.
 */
export const guestContactSchema: Migration = {
  id: '0012_guest_contact',
  sql: `
ALTER TABLE contact_tickets ALTER COLUMN account_id DROP NOT NULL;
ALTER TABLE contact_tickets
  ADD CONSTRAINT contact_tickets_reply_known CHECK (account_id IS NOT NULL OR email IS NOT NULL);
CREATE INDEX contact_tickets_guest_email_idx ON contact_tickets (lower(email), created_at)
  WHERE account_id IS NULL;
`,
};
