import { useEffect, useState } from 'react';

import { Button } from '../button/button';
import { fill } from '../ui-provider/strings';
import { useUiStrings } from '../ui-provider/ui-provider';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './otp-input.css';

export interface ResendCountdownProps {
  /** When a new code may be asked for (the API's resendAfter); else `seconds` from now. */
  availableAt?: string | number | Date;
  seconds?: number;
  onResend: () => void;
  /** While the new code is being sent. */
  busy?: boolean;
  label?: string;
}

/**
 * "Send a new code", disabled with the seconds left until it may be used (60 s by default). Screen
 * readers hear the wait once and then that it is possible, not every second.
 */
export function ResendCountdown({
  availableAt,
  seconds = 60,
  onResend,
  busy = false,
  label,
}: ResendCountdownProps) {
  const strings = useUiStrings();
  const [start] = useState(() => Date.now());
  const until =
    availableAt === undefined ? start + seconds * 1000 : new Date(availableAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [left <= 0, until]); // eslint-disable-line react-hooks/exhaustive-deps

  const waitText = fill(strings.resend.wait, { seconds: left });
  return (
    <div className="kado-resend">
      <Button variant="ghost" size="sm" disabled={left > 0} loading={busy} onClick={onResend}>
        {label ?? strings.resend.action}
      </Button>
      {left > 0 && (
        <span className="kado-resend__wait" aria-hidden="true">
          {waitText}
        </span>
      )}
      <VisuallyHidden>
        <span aria-live="polite">{left > 0 ? '' : strings.resend.ready}</span>
      </VisuallyHidden>
    </div>
  );
}
