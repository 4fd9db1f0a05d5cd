import { Countdown } from '@kado/ui';

/** Time left until a voucher expires (days, then hh:mm:ss in the last day), from the design system. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  return <Countdown to={expiresAt} />;
}
