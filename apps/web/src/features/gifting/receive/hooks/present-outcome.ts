import type { ReceivedPresent } from '@kado/shared/schemas';

import { apiErrorInfo } from '../../../../lib/trpc';

/** Where the recipient's visit ended, when it ended: the card stays, the actions give way to it. */
export type PresentOutcome =
  | { kind: 'claimed'; count: number }
  | { kind: 'declined' }
  /** Someone else claimed it (or the recipient, signed out, cannot tell). */
  | { kind: 'taken' }
  | { kind: 'closed'; state: ClosedState | null }
  | { kind: 'locked' }
  | { kind: 'own' };

export const CLOSED_STATES = ['declined', 'cancelled', 'returned'] as const;
export type ClosedState = (typeof CLOSED_STATES)[number];

function closedState(value: unknown): ClosedState | null {
  return CLOSED_STATES.find((state) => state === value) ?? null;
}

/** What the card itself says, before any action: a gift no one can claim any more. */
export function outcomeOfCard(card: ReceivedPresent): PresentOutcome | null {
  if (card.state === 'claimed') return { kind: 'taken' };
  const closed = closedState(card.state);
  if (closed) return { kind: 'closed', state: closed };
  if (card.locked) return { kind: 'locked' };
  return null;
}

/**
 * A refusal that ends the visit (the gift is gone, locked or the recipient's own), or null for one
 * the recipient can act on (a wrong passcode, a wait, the network).
 */
export function outcomeOfError(error: unknown): PresentOutcome | null {
  const info = apiErrorInfo(error);
  switch (info?.code) {
    case 'GIFT_ALREADY_CLAIMED':
      return { kind: 'taken' };
    case 'GIFT_CLOSED':
      return { kind: 'closed', state: closedState(info.details.state) };
    case 'GIFT_LOCKED':
      return { kind: 'locked' };
    case 'OWN_GIFT':
      return { kind: 'own' };
    default:
      return null;
  }
}
