import type { Migration } from '@kado/db';

/**
 * A present remembers the language it was sent in, so its link preview (GET /v1/gift-cards/{id})
 * speaks the sender's language to whoever the sender shares it with. Gifts sent before this knew
 * no language: English, the fallback everywhere. No default from now on: a send must say.
 * The recipient hears of a gift they claimed (present_received).
 */
export const presentLocaleSchema: Migration = {
  id: '0019_present_locale',
  sql: `
ALTER TABLE presents ADD COLUMN locale text NOT NULL DEFAULT 'en'
  CHECK (locale IN ('en', 'ms', 'vi', 'id', 'fil', 'th', 'hk', 'tw', 'in', 'kr'));
ALTER TABLE presents ALTER COLUMN locale DROP DEFAULT;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('box_received', 'points_expiring',
    'voucher_issued', 'voucher_expiring', 'present_opened', 'present_claimed', 'present_declined',
    'present_returned', 'present_locked', 'present_received'));
`,
};
