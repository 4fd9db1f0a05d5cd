/**
 * Demo gift boxes for the embedded default: three addressed to the demo phone number, which the
 * demo account sees once it verifies that number, and unaddressed ones to charge by code.
 * Idempotent: the fixed codes are unique, so a second run inserts nothing.
 */
import { DAY_MS } from '@kado/shared';
import type { Queryable } from '@kado/db';

/** The number that makes the addressed demo boxes visible once verified. */
export const DEMO_BOX_PHONE = '+6591234567';

const DEMO_ADDRESSED_BOXES = [
  { code: 'FHKA-Z76M-797B-N6PZ', points: 500, expiresInDays: 14 },
  { code: 'VC92-0JMJ-GZ2B-6QN6', points: 1_200, expiresInDays: 60 },
  { code: '7Z50-952A-V4MH-90EB', points: 3_000, expiresInDays: 170 },
] as const;

const UNADDRESSED_POINTS = 1_000;

export async function seedDemoBoxes(
  tx: Queryable,
  now: Date,
  unaddressedCodes: readonly string[],
): Promise<void> {
  const boxes = [
    ...DEMO_ADDRESSED_BOXES.map((box) => ({ ...box, recipientPhone: DEMO_BOX_PHONE })),
    ...unaddressedCodes.map((code) => ({
      code,
      points: UNADDRESSED_POINTS,
      expiresInDays: 180,
      recipientPhone: null,
    })),
  ];
  for (const box of boxes) {
    await tx.query(
      `INSERT INTO gift_boxes (code, market, points, expires_at, recipient_phone, issued_by, issued_at)
       VALUES ($1, 'SG', $2, $3, $4, 'demo-seed', $5)
       ON CONFLICT (code) DO NOTHING`,
      [
        box.code,
        box.points,
        new Date(now.getTime() + box.expiresInDays * DAY_MS).toISOString(),
        box.recipientPhone,
        now.toISOString(),
      ],
    );
  }
}
