/**
 * The wallet API v1: public catalog, user routes (`wallet`), operator routes (`wallet:operate`),
 * and the BFF's guest contact tickets (`wallet:contact`).
 */
import { WALLET_CONTACT_SCOPE, WALLET_OPERATOR_SCOPE, WALLET_USER_SCOPE } from '@kado/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireScope } from '../../plugins/auth.js';
import { boxRoutes } from './boxes/index.js';
import { catalogRoutes } from './catalog/index.js';
import {
  contactGuestTicketRoutes,
  contactMethodRoutes,
  contactTicketRoutes,
} from './contact/index.js';
import { devRoutes } from './dev/index.js';
import { exchangeRoutes } from './exchanges/index.js';
import { giftRoutes } from './gifts/index.js';
import { imageRoutes } from './images/index.js';
import { meRoutes } from './me/index.js';
import { phoneRoutes } from './me/phone/index.js';
import { notificationRoutes } from './notifications/index.js';
import { operatorBoxRoutes } from './operator/boxes.js';
import { operatorTicketRoutes } from './operator/tickets.js';
import { operatorCatalogRoutes } from './operator/catalog.js';
import { operatorCatalogAdminRoutes } from './operator/catalog-admin.js';
import { operatorRoutes } from './operator/index.js';
import { operatorReportRoutes } from './operator/reports.js';
import { presentRoutes, publicPresentRoutes } from './presents/index.js';
import { pointsHistoryRoutes } from './points/history.js';
import { pointsRoutes } from './points/index.js';
import { sessionRoutes } from './sessions/index.js';
import { voucherRoutes } from './vouchers/index.js';
import { sharedVoucherRoutes } from './vouchers/shared.js';

export const v1Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(giftRoutes);
  await app.register(catalogRoutes);
  await app.register(imageRoutes);
  await app.register(devRoutes);
  await app.register(contactMethodRoutes);
  await app.register(sharedVoucherRoutes);
  await app.register(publicPresentRoutes);
  // Its own guard: a signed-out session may present a token that has just expired.
  await app.register(sessionRoutes);
  await app.register(
    requireScope(WALLET_USER_SCOPE, [meRoutes, phoneRoutes, pointsRoutes, pointsHistoryRoutes]),
  );
  await app.register(requireScope(WALLET_USER_SCOPE, [notificationRoutes, contactTicketRoutes]));
  await app.register(requireScope(WALLET_CONTACT_SCOPE, [contactGuestTicketRoutes]));
  await app.register(requireScope(WALLET_OPERATOR_SCOPE, [operatorRoutes, operatorReportRoutes]));
  await app.register(
    requireScope(WALLET_OPERATOR_SCOPE, [operatorCatalogRoutes, operatorCatalogAdminRoutes]),
  );
  await app.register(requireScope(WALLET_USER_SCOPE, [boxRoutes, exchangeRoutes, voucherRoutes]));
  await app.register(requireScope(WALLET_USER_SCOPE, [presentRoutes]));
  await app.register(
    requireScope(WALLET_OPERATOR_SCOPE, [operatorBoxRoutes, operatorTicketRoutes]),
  );
};
