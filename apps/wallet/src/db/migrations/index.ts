import type { Migration } from '@kado/db';

import { walletSchema } from './0001_wallet.js';
import { phoneSchema } from './0002_phone.js';
import { ledgerSchema } from './0003_ledger.js';
import { boxesSchema } from './0004_boxes.js';
import { catalogSchema } from './0005_catalog.js';
import { notificationsSchema } from './0006_notifications.js';
import { vouchersSchema } from './0007_vouchers.js';
import { identifiersSchema } from './0008_identifiers.js';
import { operatorKeysSchema } from './0009_operator_keys.js';
import { brandLogosSchema } from './0010_brand_logos.js';
import { catalogSearchSchema } from './0011_catalog_search.js';
import { guestContactSchema } from './0012_guest_contact.js';
import { catalogSearchSpeedSchema } from './0013_catalog_search_speed.js';
import { catalogSearchByMarketSchema } from './0014_catalog_search_by_market.js';
import { giftStockSchema } from './0015_gift_stock.js';
import { unreadIndexesSchema } from './0016_unread_indexes.js';
import { deniedGrantsSchema } from './0017_denied_grants.js';
import { presentsSchema } from './0018_presents.js';
import { presentLocaleSchema } from './0019_present_locale.js';

/** Every wallet migration, applied in id order at start-up. */
export const migrations: readonly Migration[] = [
  walletSchema,
  phoneSchema,
  ledgerSchema,
  boxesSchema,
  catalogSchema,
  notificationsSchema,
  vouchersSchema,
  identifiersSchema,
  operatorKeysSchema,
  brandLogosSchema,
  catalogSearchSchema,
  guestContactSchema,
  catalogSearchSpeedSchema,
  catalogSearchByMarketSchema,
  giftStockSchema,
  unreadIndexesSchema,
  deniedGrantsSchema,
  presentsSchema,
  presentLocaleSchema,
];
