import type { Migration } from '@kado/db';

/**
 * Notifications, contact methods and contact tickets. A notification's dedupe key makes every
 * producer idempotent: the same event (a lot reaching a threshold, a voucher issued) is stored
 * once however often, and by however many processes, it is produced. Contact methods are
 * reference data every deployment serves on /contact-us, so they ship with the schema.
 */
export const notificationsSchema: Migration = {
  id: '0006_notifications',
  sql: `
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Pages walk seq: notifications written in one transaction share created_at.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('box_received', 'points_expiring', 'voucher_issued', 'voucher_expiring')),
  params jsonb NOT NULL CHECK (jsonb_typeof(params) = 'object'),
  dedupe_key text NOT NULL CHECK (dedupe_key <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  UNIQUE (account_id, dedupe_key)
);

CREATE INDEX notifications_account_seq_idx ON notifications (account_id, seq);
CREATE INDEX notifications_unread_idx ON notifications (account_id) WHERE read_at IS NULL;

CREATE TABLE contact_methods (
  market text NOT NULL REFERENCES markets (code),
  kind text NOT NULL CHECK (kind IN ('email', 'phone', 'chat')),
  value text NOT NULL CHECK (
    (kind = 'email' AND value ~ '^[^@\\s]+@[^@\\s]+$')
    OR (kind = 'phone' AND value ~ '^\\+[1-9][0-9]{6,14}$')
    OR (kind = 'chat' AND value ~ '^https://')
  ),
  -- { days, opens, closes, timeZone } in the market's time; null when always answered.
  hours jsonb CHECK (hours IS NULL OR jsonb_typeof(hours) = 'object'),
  languages text[] NOT NULL CHECK (
    cardinality(languages) > 0
    AND languages <@ ARRAY['en', 'ms', 'vi', 'id', 'fil', 'th', 'hk', 'tw', 'in', 'kr']
  ),
  position integer NOT NULL,
  PRIMARY KEY (market, kind)
);

INSERT INTO contact_methods (market, kind, value, hours, languages, position)
SELECT m.market, c.kind, c.value, c.hours::jsonb, m.languages, c.position
FROM (VALUES
  ('MY', 'my', '60', 'Asia/Kuala_Lumpur', ARRAY['ms', 'en']),
  ('VN', 'vn', '84', 'Asia/Ho_Chi_Minh', ARRAY['vi', 'en']),
  ('ID', 'id', '62', 'Asia/Jakarta', ARRAY['id', 'en']),
  ('SG', 'sg', '65', 'Asia/Singapore', ARRAY['en']),
  ('PH', 'ph', '63', 'Asia/Manila', ARRAY['fil', 'en']),
  ('TH', 'th', '66', 'Asia/Bangkok', ARRAY['th', 'en']),
  ('HK', 'hk', '852', 'Asia/Hong_Kong', ARRAY['hk', 'en']),
  ('TW', 'tw', '886', 'Asia/Taipei', ARRAY['tw', 'en']),
  ('IN', 'in', '91', 'Asia/Kolkata', ARRAY['in', 'en']),
  ('KR', 'kr', '82', 'Asia/Seoul', ARRAY['kr', 'en'])
) AS m (market, slug, calling, tz, languages)
CROSS JOIN LATERAL (VALUES
  ('email', 'support-' || m.slug || '@kado.example', NULL, 1),
  ('phone', '+' || m.calling || '80000' || '1234',
    '{"days":["mon","tue","wed","thu","fri"],"opens":"09:00","closes":"18:00","timeZone":"'
      || m.tz || '"}', 2),
  ('chat', 'https://chat.kado.example/' || m.slug,
    '{"days":["mon","tue","wed","thu","fri","sat","sun"],"opens":"08:00","closes":"22:00","timeZone":"'
      || m.tz || '"}', 3)
) AS c (kind, value, hours, position);

CREATE TABLE contact_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  topic text NOT NULL CHECK (topic IN ('points', 'charge', 'gift', 'voucher', 'account', 'other')),
  message text NOT NULL CHECK (char_length(message) BETWEEN 10 AND 2000),
  email text CHECK (email ~ '^[^@\\s]+@[^@\\s]+$' AND char_length(email) <= 254),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_tickets_account_seq_idx ON contact_tickets (account_id, seq);
`,
};
