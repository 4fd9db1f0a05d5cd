import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Countdown } from './countdown';

const NOW = new Date('2026-03-09T00:00:00.000Z');
const live = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';
const shown = () => screen.getByRole('timer', { hidden: true }).textContent;

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts days while more than a day is left', () => {
    render(<Countdown to="2026-03-12T06:00:00.000Z" />);
    expect(shown()).toBe('Ends in 3 days');
    expect(live()).toBe('Ends in 3 days');
  });

  it('ticks hh:mm:ss every second in the last day but announces only each hour', () => {
    render(<Countdown to="2026-03-09T02:00:05.000Z" />);
    expect(shown()).toBe('Ends in 02:00:05');
    expect(live()).toBe('Ends in 2 hours');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toBe('Ends in 02:00:04');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toBe('Ends in 02:00:01');
    expect(live()).toBe('Ends in 2 hours');

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(shown()).toBe('Ends in 01:59:59');
    expect(live()).toBe('Ends in 1 hour');
  });

  it('announces each minute in the last ten, then the end, and calls onEnd once', () => {
    const onEnd = vi.fn();
    render(<Countdown to="2026-03-09T00:02:00.000Z" onEnd={onEnd} />);
    expect(live()).toBe('Ends in 2 minutes');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(live()).toBe('Ends in 1 minute');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(shown()).toBe('Ended');
    expect(live()).toBe('Ended');
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
