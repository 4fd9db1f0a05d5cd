import { describe, expect, it } from 'vitest';

import enWallet from '../locales/en/wallet.json';
import { createI18n, loadWalletMessages } from './i18n';

/** The wallet's top-level keys the instance has in its active language. */
const walletKeys = (i18n: Awaited<ReturnType<typeof createI18n>>) => {
  const bundle = i18n.getResourceBundle(i18n.language, 'translation') as Record<string, unknown>;
  return Object.keys(enWallet).filter((key) => key in bundle);
};

describe('messages in two chunks', () => {
  it('start with both unless asked for the first only', async () => {
    expect(walletKeys(await createI18n('en'))).toEqual(Object.keys(enWallet));
    const first = await createI18n('en', { wallet: false });
    expect(walletKeys(first)).toEqual([]);
    expect(first.t('home.title')).not.toBe('home.title');
  });

  it('add the wallet’s when asked, and keep them in every language switched to', async () => {
    const i18n = await createI18n('en', { wallet: false });
    await loadWalletMessages(i18n);
    expect(walletKeys(i18n)).toEqual(Object.keys(enWallet));
    expect(i18n.t('accountMenu.label')).not.toBe('accountMenu.label');
    await i18n.changeLanguage('th-TH');
    expect(walletKeys(i18n)).toEqual(Object.keys(enWallet));
  });

  it('switch language without the wallet’s while it was never asked for', async () => {
    const i18n = await createI18n('en', { wallet: false });
    await i18n.changeLanguage('th-TH');
    expect(walletKeys(i18n)).toEqual([]);
    expect(i18n.t('home.title')).not.toBe('home.title');
  });
});
