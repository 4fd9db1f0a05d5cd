/**
 * Production profile only: BFF replicas share sessions through Redis, and a BFF restart signs
 * nobody out.
 */
import { DEMO_ACCOUNT } from '@kado/shared';

import { expect, test } from '../support/fixtures.js';

test('two BFF replicas share one session, which survives a BFF restart', async ({
  page,
  stack,
}) => {
  const [first, second] = stack.bffUrls;

  await page.goto(`${first}/top`);
  await page.getByLabel(/email/i).fill(DEMO_ACCOUNT.email);
  await page.getByLabel(/password/i).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByTestId('balance')).toHaveText('15,500');

  // Cookies are per host, not per port: the second replica receives the same session id.
  await page.goto(`${second}/top`);
  await expect(page).toHaveURL(`${second}/top`);
  await expect(page.getByTestId('balance')).toHaveText('15,500');

  await stack.stopService('bff');
  await stack.startService('bff');
  await page.goto(`${first}/top`);
  await expect(page).toHaveURL(`${first}/top`);
  await expect(page.getByTestId('balance')).toHaveText('15,500');
});
