/**
 * One locale's first messages: one file per area of the app, so the design system, the shop, the
 * wallet and the error texts are edited (and translated) apart. Their top-level keys never overlap
 * (locales.test.ts). This module is the locale's first lazily loaded chunk; wallet.json, which only
 * the pages past the signed-out home need, is the second (lib/i18n.ts).
 */
import base from './base.json';
import errors from './errors.json';
import shop from './shop.json';
import ui from './ui.json';

export default { ...base, ...ui, ...shop, ...errors };
