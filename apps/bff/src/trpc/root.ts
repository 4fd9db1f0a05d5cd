import { boxesRouter } from './routers/boxes.js';
import { catalogRouter } from './routers/catalog.js';
import { contactRouter } from './routers/contact.js';
import { devicesRouter } from './routers/devices.js';
import { exchangesRouter } from './routers/exchanges.js';
import { localeRouter } from './routers/locale.js';
import { notificationsRouter } from './routers/notifications.js';
import { phoneRouter } from './routers/phone.js';
import { pointsRouter } from './routers/points.js';
import { presentsRouter } from './routers/presents.js';
import { profileRouter } from './routers/profile.js';
import { sessionRouter } from './routers/session.js';
import { vouchersRouter } from './routers/vouchers.js';
import { router } from './trpc.js';

export const appRouter = router({
  session: sessionRouter,
  points: pointsRouter,
  catalog: catalogRouter,
  locale: localeRouter,
  profile: profileRouter,
  phone: phoneRouter,
  boxes: boxesRouter,
  notifications: notificationsRouter,
  contact: contactRouter,
  exchanges: exchangesRouter,
  vouchers: vouchersRouter,
  presents: presentsRouter,
  devices: devicesRouter,
});

export type AppRouter = typeof appRouter;
