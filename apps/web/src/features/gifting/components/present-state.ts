import type { PresentState, SentPresent } from '@kado/shared/schemas';
import type { Tone } from '@kado/ui';

/** The chip colour of each state; the words carry the meaning, the colour only repeats it. */
export const STATE_TONES: Record<PresentState, Tone> = {
  sent: 'info',
  opened: 'warning',
  claimed: 'success',
  declined: 'neutral',
  cancelled: 'neutral',
  returned: 'neutral',
};

/** Only a gift nobody has claimed yet can be taken back. */
export function isCancellable(present: Pick<SentPresent, 'state'>): boolean {
  return present.state === 'sent' || present.state === 'opened';
}

/** When the gift's state last changed: the newest history entry, else when it was sent. */
export function lastChange(present: Pick<SentPresent, 'history' | 'createdAt'>): string {
  let latest = present.createdAt;
  for (const entry of present.history) {
    if (Date.parse(entry.at) > Date.parse(latest)) latest = entry.at;
  }
  return latest;
}
