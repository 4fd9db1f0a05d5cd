import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FETCH_MIN_DISPLAY_MS } from '@kado/shared';

import { useMinimumDisplay } from './use-minimum-display';

describe('useMinimumDisplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at once and keeps showing for the minimum after a fast answer', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active), {
      initialProps: { active: false },
    });
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(FETCH_MIN_DISPLAY_MS - 51));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides at once when the work outlasted the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(FETCH_MIN_DISPLAY_MS * 3));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});
