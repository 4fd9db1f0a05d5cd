import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PAGE_ENTER_CLASS, PAGE_LEAVE_CLASS, usePageTransition } from './use-page-transition';

/** A page that remembers the text it mounted with, like a frozen page snapshot. */
function Page({ text }: { text: string }) {
  const [mountedWith] = useState(text);
  return <p>{mountedWith}</p>;
}

function Harness({ pageKey }: { pageKey: string }) {
  const { shownKey, className, ref } = usePageTransition(pageKey);
  return (
    <div ref={ref} data-testid="page" className={className}>
      <Page key={shownKey} text={pageKey} />
    </div>
  );
}

/** Makes every element report one running animation that ends when `finish` is called. */
function controlAnimations() {
  let finish: () => void = () => undefined;
  const spy = vi.spyOn(Element.prototype, 'getAnimations').mockImplementation(() => {
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    return [{ finished } as unknown as Animation];
  });
  return {
    finish: async () => {
      await act(async () => {
        finish();
        await Promise.resolve();
      });
    },
    restore: () => {
      spy.mockRestore();
    },
  };
}

describe('usePageTransition', () => {
  let animations: ReturnType<typeof controlAnimations> | undefined;
  afterEach(() => {
    animations?.restore();
  });

  it('plays the enter animation on first load', async () => {
    animations = controlAnimations();
    render(<Harness pageKey="/a" />);
    expect(screen.getByTestId('page').className).toBe(PAGE_ENTER_CLASS);
    await animations.finish();
    expect(screen.getByTestId('page').className).toBe('');
  });

  it('keeps the old page while it leaves, then mounts the new one entering (out-in)', async () => {
    animations = controlAnimations();
    const { rerender } = render(<Harness pageKey="/a" />);
    await animations.finish();

    rerender(<Harness pageKey="/b" />);
    expect(screen.getByTestId('page').className).toBe(PAGE_LEAVE_CLASS);
    expect(screen.getByText('/a')).toBeTruthy();

    await animations.finish();
    expect(screen.getByTestId('page').className).toBe(PAGE_ENTER_CLASS);
    expect(screen.getByText('/b')).toBeTruthy();
    expect(screen.queryByText('/a')).toBeNull();
  });

  it('swaps at once when there is no animation (reduced motion)', async () => {
    const { rerender } = render(<Harness pageKey="/a" />);
    rerender(<Harness pageKey="/b" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('/b')).toBeTruthy();
  });
});
