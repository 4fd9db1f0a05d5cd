import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDebouncedEffect } from './use-debounced-callback';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedEffect', () => {
  it('calls once with the last value after typing pauses, never for the settled value', () => {
    const callback = vi.fn();
    const { rerender } = renderHook(
      ({ value, settled }) => {
        useDebouncedEffect(value, settled, 300, callback);
      },
      { initialProps: { value: '', settled: '' } },
    );
    rerender({ value: 'l', settled: '' });
    vi.advanceTimersByTime(200);
    rerender({ value: 'la', settled: '' });
    vi.advanceTimersByTime(200);
    rerender({ value: 'lat', settled: '' });
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('lat');

    // The address caught up: nothing more to send.
    rerender({ value: 'lat', settled: 'lat' });
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
