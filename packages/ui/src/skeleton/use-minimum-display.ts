import { useEffect, useState } from 'react';

import { FETCH_MIN_DISPLAY_MS } from '@kado/shared';

/**
 * Whether a loading indicator should be visible: as soon as `active` turns on, and then for at least
 * `minMs` once shown, so a fast answer does not flash it.
 */
export function useMinimumDisplay(active: boolean, minMs: number = FETCH_MIN_DISPLAY_MS): boolean {
  const [previousActive, setPreviousActive] = useState(active);
  const [holding, setHolding] = useState(active);
  if (active !== previousActive) {
    setPreviousActive(active);
    if (active) setHolding(true);
  }

  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => {
      setHolding(false);
    }, minMs);
    return () => {
      clearTimeout(timer);
    };
  }, [holding, minMs]);

  return active || holding;
}
