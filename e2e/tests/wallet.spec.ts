/**
 * The wallet, gift boxes, phone, account, help and contact screens as a new shopper meets them
 * (issue 10): sign up → onboarding verifies a phone → charge a code → merge boxes sent to the phone
 * → the lots on /top, history and expirations → Thai → CSV → a new phone → account deleted and
 * sign-in refused; the contact form's ticket, signed in and signed out, read back through the
 * operator API; and every screen checked with axe at 390 and 1280 px and for sideways scrolling at
 * 320 px.
 */
import { readFile } from 'node:fs/promises';

import type { Ticket } from '@kado/shared/schemas';

import { expect, test } from '../support/fixtures.js';
import {
  checkScreen,
  issueBoxes,
  latestCode,
  newPerson,
  operator,
  signInAs,
  signUp,
  verifyPhoneInForm,
} from '../support/wallet.js';

const FIRST_CODE = 'KTH3-7DG5-4YHK-X9JU';
const SECOND_CODE = 'MGQB-4P6R-Q1GP-ETZZ';

// axe is injected as a script: the page's CSP (nonces only) would refuse it otherwise.
test.use({ bypassCSP: true });

test('a new shopper signs up, fills the wallet, switches to Thai, changes phone and leaves', async ({
  page,
  stack,
}) => {
  test.setTimeout(480_000);
  const person = newPerson();

  // Sign-up lands on onboarding: the input-phone tab first, saying what a phone unlocks.
  await signUp(page, stack, person);
  await expect(page).toHaveURL(`${stack.url}/top?welcome=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Kado' })).toBeVisible();
  await expect(page.getByText('charge gift box codes into your wallet')).toBeVisible();
  await verifyPhoneInForm(page, stack, person.phone);
  // Then the input-profile tab: a display name, and on to the wallet.
  await expect(page.getByRole('tab', { name: '2. Your name', selected: true })).toBeVisible();
  await page.getByLabel('Display name').fill('Siew Ling');
  await page.getByRole('button', { name: 'Save and open my wallet' }).click();
  await expect(page).toHaveURL(`${stack.url}/top`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Siew Ling' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('0');

  // Charge a code (its name is the words alone: the arrow beside it is not read out): a wrong
  // check symbol is refused before anything is sent.
  await page.getByRole('link', { name: 'Charge a code', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Charge a gift box code' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Gift box code').fill('KTH3-7DG5-4YHK-X9JV');
  await dialog.getByRole('button', { name: 'Charge' }).click();
  await expect(
    dialog.getByText('This is not a valid gift box code.', { exact: false }),
  ).toBeVisible();
  await dialog.getByLabel('Gift box code').fill(FIRST_CODE.toLowerCase());
  await dialog.getByRole('button', { name: 'Charge' }).click();
  await expect(page.getByText(/points added\. They expire on/)).toBeVisible();
  await expect(page.getByTestId('credit-row').first()).toContainText('Code charged');
  await expect(page.getByTestId('credit-row').first()).toContainText('****-****-****-X9JU');

  // The same code again: already used, in words.
  await page.getByRole('button', { name: 'Charge a code' }).click();
  await dialog.getByLabel('Gift box code').fill(FIRST_CODE);
  await dialog.getByRole('button', { name: 'Charge' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await page.keyboard.press('Escape');

  // Boxes addressed to the phone: select all, see the total, merge in one step.
  await issueBoxes(stack, person.phone, [300, 700], 12);
  await page.goto('/point-merge');
  await expect(page.getByTestId('box-option')).toHaveCount(2);
  await page.getByLabel('Select all 2 boxes').check();
  await expect(page.getByText('2 boxes selected: 1,000 points')).toBeVisible();
  await page.getByRole('button', { name: 'Merge 2 boxes' }).click();
  await expect(page.getByTestId('merge-result')).toContainText('2 boxes merged');

  // /top, the history and the expiry page show the new lots with their expiry.
  await page.goto('/top');
  const balance = Number((await page.getByTestId('balance').innerText()).replace(/\D/g, ''));
  expect(balance).toBeGreaterThan(1000);
  await expect(page.getByTestId('expiry-day').first()).toContainText('Expiring soon');
  await page.goto('/charge-history');
  await expect(page.getByTestId('credit-row')).toHaveCount(3);
  await expect(page.getByTestId('credit-row').first()).toContainText('Gift box merged');
  await page.getByRole('tab', { name: 'All activity' }).click();
  await expect(page.getByTestId('ledger-row')).toHaveCount(3);
  await expect(page.getByTestId('ledger-row').first()).toContainText('→');
  await page.goto('/expiration-point');
  await expect(page.getByTestId('expiry-day').first()).toContainText('Expiring soon');
  await expect(page.getByTestId('expiry-day').first()).toContainText('1,000 points');

  // Thai: the interface, the cookie and <html lang> follow.
  await page.goto('/language');
  await page.getByRole('button', { name: /ไทย/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await page.goto('/charge-history');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Charge history');
  await expect(page.getByTestId('credit-row').first()).toContainText('รวมกล่องของขวัญแล้ว');

  // The ledger as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kado-points-ledger.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(4);

  // Back to English for the rest, then a new phone: the old one stays until the new is verified.
  await page.goto('/language');
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
  await page.goto('/account-info');
  const oldPhone = `+65 ${person.phone.slice(3, 7)} ${person.phone.slice(7)}`;
  await expect(page.getByTestId('account-phone')).toContainText(oldPhone);
  await page.getByRole('button', { name: 'Change phone number' }).click();
  const modal = page.getByRole('dialog', { name: 'Change your phone number' });
  await expect(modal.getByText(`Your current number ${oldPhone} stays`)).toBeVisible();
  const newPhone = newPerson().phone;
  await modal.getByLabel(/mobile number/i).fill(newPhone);
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByText(/5 tries left/)).toBeVisible();
  await expect(page.getByTestId('account-phone')).toContainText(oldPhone);
  await modal.getByLabel(/6-digit code/i).fill(await latestCode(stack, newPhone));
  await modal.getByRole('button', { name: /^verify$/i }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('account-phone')).toContainText(
    `+65 ${newPhone.slice(3, 7)} ${newPhone.slice(7)}`,
  );

  // Delete the account (typed confirmation), then sign-in is refused.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete account' });
  await expect(confirm).toContainText(/your balance of [\d,]+ points/);
  await confirm.getByLabel('Type DELETE to confirm').fill('delete');
  await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(confirm.getByText('Type DELETE in capital letters to confirm.')).toBeVisible();
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/account-info'));

  await page.goto('/top');
  await signInAs(page, stack, person);
  await expect(page).toHaveURL((url) => url.href.startsWith(stack.issuer));
  await expect(page.getByRole('alert').first()).toBeVisible();
});

test('the contact form ends in a ticket the operator API can read', async ({ page, stack }) => {
  const person = newPerson();
  await signUp(page, stack, person);
  await expect(page).toHaveURL(`${stack.url}/top?welcome=1`);
  await page.goto('/contact-us');
  await expect(page.getByRole('link', { name: /^\+65/ })).toHaveAttribute('href', /^tel:\+65/);
  await expect(page.getByRole('link', { name: /@kado\.example/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(page.getByRole('link', { name: /Start a chat/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  // Prefilled with the account's e-mail; an empty form explains every problem.
  await expect(page.getByLabel(/Reply to/)).toHaveValue(person.email);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Choose what your message is about.').first()).toBeVisible();
  await expect(page.getByText('Write at least 10 characters.').first()).toBeVisible();

  await page.getByLabel('Charging a code').check();
  await page.getByLabel('Your message').fill('My gift box code was refused although it is new.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const confirmation = page.getByTestId('ticket-confirmation');
  await expect(confirmation).toContainText('Your reference:');
  const id = (await page.getByTestId('ticket-reference').getAttribute('data-ticket-id')) ?? '';
  const ticket = await operator<Ticket>(stack, `/operator/tickets/${id}`);
  expect(ticket).toMatchObject({
    topic: 'charge',
    message: 'My gift box code was refused although it is new.',
    email: person.email,
    status: 'open',
  });
  expect(await page.getByTestId('ticket-reference').innerText()).toBe(
    id.replace(/-/g, '').slice(0, 8).toUpperCase(),
  );
});

test("a signed-out visitor's message ends in a ticket the operator API can read", async ({
  page,
  stack,
}) => {
  const email = newPerson().email;
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await expect(form.getByRole('link', { name: /Sign in first/ })).toHaveAttribute(
    'href',
    '/auth/login?redirect=%2Fcontact-us',
  );
  await checkScreen(page, 'contact-us-signed-out', async () => {
    await expect(form.getByLabel('Reply to')).toBeVisible();
  });
  // Without an account the reply address is required.
  await form.getByLabel('Something else').check();
  await form.getByLabel('Your message').fill('Can I give points to a friend in Malaysia?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter the e-mail address we should answer.').first()).toBeVisible();
  await form.getByLabel('Reply to').fill(email);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByTestId('ticket-confirmation')).toContainText(`We will reply to ${email}`);
  const id = (await form.getByTestId('ticket-reference').getAttribute('data-ticket-id')) ?? '';
  expect(await operator<Ticket>(stack, `/operator/tickets/${id}`)).toMatchObject({
    topic: 'other',
    message: 'Can I give points to a friend in Malaysia?',
    email,
    status: 'open',
  });
});

test('every wallet screen passes axe at 390 and 1280 px and fits 320 px', async ({
  page,
  stack,
}) => {
  test.setTimeout(600_000); // about thirty screens, three widths each, with axe
  const person = newPerson();
  await signUp(page, stack, person);
  await checkScreen(page, 'onboarding', async () => {
    await expect(page.getByRole('heading', { name: 'Verify your phone', level: 2 })).toBeVisible();
  });

  // The identity guard opens the shared flow in place of the page, then continues there.
  await page.goto('/point-merge');
  await checkScreen(page, 'verify-phone-gate', async () => {
    await expect(
      page.getByRole('heading', { name: 'Verify your phone to continue' }),
    ).toBeVisible();
  });
  await verifyPhoneInForm(page, stack, person.phone);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge points' })).toBeVisible();
  await checkScreen(page, 'point-merge-empty', async () => {
    await expect(page.getByRole('heading', { name: 'No gift boxes waiting' })).toBeVisible();
  });

  await issueBoxes(stack, person.phone, [250, 400, 1200], 10);
  await issueBoxes(stack, person.phone, [800], 90);
  await page.reload();
  await checkScreen(page, 'point-merge', async () => {
    await expect(page.getByTestId('box-option')).toHaveCount(4);
  });
  await page.getByLabel('Select all 4 boxes').check();
  await page.getByRole('button', { name: 'Merge 4 boxes' }).click();
  await checkScreen(page, 'point-merge-result', async () => {
    await expect(page.getByTestId('merge-result')).toBeVisible();
  });

  await page.goto('/charge-history');
  await page.getByRole('button', { name: 'Charge a code' }).click();
  await page.getByLabel('Gift box code', { exact: true }).fill(SECOND_CODE);
  await checkScreen(page, 'charge-dialog', async () => {
    await expect(page.getByRole('dialog', { name: 'Charge a gift box code' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Charge', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const screens: [string, string, () => Promise<void>][] = [
    ['top', '/top', () => expect(page.getByTestId('expiry-day').first()).toBeVisible()],
    [
      'charge-history',
      '/charge-history',
      () => expect(page.getByTestId('credit-row')).toHaveCount(5),
    ],
    [
      'points-ledger',
      '/charge-history?view=ledger',
      () => expect(page.getByTestId('ledger-row')).toHaveCount(5),
    ],
    [
      'expiration-point',
      '/expiration-point',
      () => expect(page.getByTestId('expiry-day').first()).toBeVisible(),
    ],
    [
      'account-info',
      '/account-info',
      () => expect(page.getByTestId('account-phone')).toBeVisible(),
    ],
    [
      'contact-us',
      '/contact-us',
      () => expect(page.getByRole('link', { name: /Start a chat/ })).toBeVisible(),
    ],
    [
      'faq',
      '/faq',
      () => expect(page.getByRole('button', { name: 'What is a gift box?' })).toBeVisible(),
    ],
    [
      'how-to-use',
      '/how-to-use',
      () => expect(page.getByRole('heading', { name: 'Use it at the counter' })).toBeVisible(),
    ],
  ];
  for (const [name, path, ready] of screens) {
    await page.goto(path);
    await checkScreen(page, name, ready);
  }

  await page.goto('/faq');
  await page.getByRole('button', { name: 'What is a gift box?' }).click();
  await checkScreen(page, 'faq-open', () =>
    expect(page.getByText('A gift box is a bundle of points')).toBeVisible(),
  );
  await page.goto('/account-info');
  // Opened as a person at each width opens it: on a phone the Account button is inside "Menu".
  // (A resize may close an open popover, as a busy machine showed.)
  await checkScreen(page, 'account-menu', async () => {
    if (!(await page.getByRole('menu').isVisible())) {
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: 'Account', exact: true }).click();
    }
    await expect(page.getByRole('menu')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await checkScreen(page, 'delete-dialog', () =>
    expect(page.getByRole('dialog', { name: 'Delete account' })).toBeVisible(),
  );
});
