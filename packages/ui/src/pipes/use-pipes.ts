import { useMemo } from 'react';

import type { MarketCode } from '@kado/shared';

import { useUi } from '../ui-provider/ui-provider';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPoints,
  formatRelative,
  type DateStyle,
} from './format';

type When = string | number | Date;

/** The pipes bound to the UiProvider's locale and time zone. */
export function usePipes() {
  const { iso, timeZone } = useUi();
  return useMemo(
    () => ({
      iso,
      timeZone,
      points: (value: number) => formatPoints(value, iso),
      number: (value: number) => formatNumber(value, iso),
      money: (value: number, market: MarketCode) => formatMoney(value, market, iso),
      date: (value: When, style: DateStyle = 'medium') => formatDate(value, iso, style, timeZone),
      dateTime: (value: When) => formatDateTime(value, iso, timeZone),
      relative: (value: When, now?: Date | number) => formatRelative(value, iso, now),
      countdown: (target: When, now?: Date | number) => formatCountdown(target, iso, now),
    }),
    [iso, timeZone],
  );
}

export type Pipes = ReturnType<typeof usePipes>;
