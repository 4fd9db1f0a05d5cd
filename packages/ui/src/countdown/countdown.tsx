import { useEffect, useState } from 'react';

import { cx } from '../class-names';
import { countdownParts, formatCountdown } from '../pipes/format';
import { fill } from '../ui-provider/strings';
import { useUi } from '../ui-provider/ui-provider';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './countdown.css';

const DAY_MS = 86_400_000;

export interface CountdownProps {
  /** The moment it counts down to. */
  to: string | number | Date;
  /** Called once when it reaches zero. */
  onEnd?: () => void;
  /** Shows "Ends in …" around the time; false for the bare figure. */
  withLabel?: boolean;
  className?: string;
}

/**
 * What screen readers hear, far less often than the figure changes: the day count when it changes,
 * then each hour in the last day, each minute in the last ten, and the end.
 */
function announcement(remainingMs: number, iso: string, text: string, ended: string): string {
  if (remainingMs <= 0) return ended;
  const { days, hours, minutes } = countdownParts(remainingMs, 0);
  if (days >= 1) return text;
  if (remainingMs > 10 * 60_000) {
    const hoursLeft = new Intl.NumberFormat(iso, {
      style: 'unit',
      unit: hours >= 1 ? 'hour' : 'minute',
      unitDisplay: 'long',
    });
    return hoursLeft.format(hours >= 1 ? hours : Math.ceil(minutes / 10) * 10);
  }
  return new Intl.NumberFormat(iso, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    Math.max(1, Math.ceil(remainingMs / 60_000)),
  );
}

/** Days left, then hh:mm:ss ticking in the last 24 hours; politely announced, not every second. */
export function Countdown({ to, onEnd, withLabel = true, className }: CountdownProps) {
  const { strings, iso } = useUi();
  const target = new Date(to).getTime();
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, target - now);
  const lastDay = remaining < DAY_MS;

  const ended = remaining <= 0;
  useEffect(() => {
    if (ended) return;
    // Every second in the last day; before that a minute is fine for a day count.
    const timer = setInterval(
      () => {
        setNow(Date.now());
      },
      lastDay ? 1000 : 60_000,
    );
    return () => {
      clearInterval(timer);
    };
  }, [ended, lastDay]);

  useEffect(() => {
    if (remaining <= 0) onEnd?.();
    // onEnd runs once, when the count reaches zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remaining <= 0]);

  const time = formatCountdown(target, iso, now);
  const visible =
    remaining <= 0
      ? strings.countdown.ended
      : withLabel
        ? fill(strings.countdown.endsIn, { time })
        : time;
  const spoken = announcement(remaining, iso, time, strings.countdown.ended);
  return (
    <span className={cx('kado-countdown', lastDay && 'kado-countdown--urgent', className)}>
      <time role="timer" dateTime={new Date(target).toISOString()} aria-hidden="true">
        {visible}
      </time>
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {remaining <= 0
            ? spoken
            : withLabel
              ? fill(strings.countdown.endsIn, { time: spoken })
              : spoken}
        </span>
      </VisuallyHidden>
    </span>
  );
}
