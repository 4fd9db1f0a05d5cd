# syntax=docker/dockerfile:1
# One image recipe for every Kado service: docker build --build-arg APP=bff|idp|wallet .
FROM node:24-bookworm-slim AS build
RUN npm install --global pnpm@10.34.9
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile
ARG APP
# The BFF serves the SPA, so its image carries the built web app too.
RUN pnpm turbo run build --filter=@kado/${APP} $([ "$APP" = bff ] && echo --filter=@kado/web) \
 && pnpm --filter "@kado/${APP}" deploy --prod --legacy /out \
 && cp -r "apps/${APP}/dist" /out/dist \
 && if [ "$APP" = bff ]; then cp -r apps/web/dist /out/web; fi

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    WEB_DIST_DIR=/app/web
WORKDIR /app
COPY --from=build --chown=node:node /out /app
USER node
CMD ["node", "--enable-source-maps", "dist/server.js"]
