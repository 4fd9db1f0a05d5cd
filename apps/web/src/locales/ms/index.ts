/**
 * One locale's messages: one file per area of the app, so the design system, the shop, the wallet and
 * the error texts are edited (and translated) apart. Their top-level keys never overlap
 * (locales.test.ts), and this module is the locale's single lazily loaded chunk.
 */
import base from './base.json';
import errors from './errors.json';
import shop from './shop.json';
import ui from './ui.json';
import wallet from './wallet.json';

export default { ...base, ...ui, ...shop, ...wallet, ...errors };
