import type { Page } from '@playwright/test';

/**
 * Waits for the page's finite animations (a dialog rising, an overlay fading in) to end: axe judges
 * colour contrast as painted, and a button half faded in fails it. Endless ones (spinners) are not
 * waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
