import { catalogRouter } from './routers/catalog.js';
import { localeRouter } from './routers/locale.js';
import { pointsRouter } from './routers/points.js';
import { sessionRouter } from './routers/session.js';
import { router } from './trpc.js';

export const appRouter = router({
  session: sessionRouter,
  points: pointsRouter,
  catalog: catalogRouter,
  locale: localeRouter,
});

export type AppRouter = typeof appRouter;
