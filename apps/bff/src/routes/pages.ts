/**
 * Every page request: the guard decision from @kado/shared applied with real status codes (302, 404,
 * 500), then the SPA's index.html with a fresh CSP nonce, the visitor's <html lang> and the runtime
 * config inlined as JSON (never executed). Built assets are served as files; in development the Vite
 * dev server is proxied instead, HMR included. A gift link (`/receive?card=<id>`) carries its card's
 * preview (og: tags) for chat apps, and its page sends no Referer.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import {
  KadoError,
  NOT_FOUND_MESSAGE,
  SENTRY_TRACES_SAMPLE_RATE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SIGNED_OUT,
  decideNavigation,
  localeInfo,
  matchRoute,
  pageOf,
  type GuardDecision,
  type LocaleCode,
} from '@kado/shared';
import { notFound } from '@kado/shared/http-limits';
import { presentCardSchema, type PresentCard, type RuntimeConfig } from '@kado/shared/schemas';

import { setLangCookie } from '../plugins/locale.js';
import type { Services } from '../services.js';
import { findListedGift } from '../trpc/routers/catalog.js';
import { sessionView } from '../trpc/routers/session.js';
import { createNonce, pageCsp } from '../plugins/security-headers.js';
import { loadPagePreloads, preloadLinks, type PagePreloads } from './page-preloads.js';
import { BUILT_WORKER, MANIFESTS_DIR } from './pwa.js';
import { loadPageShells, pageShell, withShell, type PageShells } from './page-shells.js';
import {
  giftItemsPainter,
  loadGiftItemsRenderer,
  loadHomeRenderer,
  type GiftItemsPainter,
} from './painted-gift-items.js';
import { giftPreviewHead, localiseHead } from './share-texts.js';
import { servableStaticPath, staticCacheControl } from './static-assets.js';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
/**
 * The page the service worker keeps and answers offline navigations with (apps/web/src/lib/pwa/
 * protocol.ts): the SPA for a visitor of this language and nobody in particular. It never reads the
 * session, so nothing personal is ever cached; the SPA learns offline that it booted from it by
 * <html data-kado-shell="offline">.
 */
export const OFFLINE_SHELL_PATH = '/app-shell.html';
/** Paths the SPA never owns: a miss there is a plain 404, not an HTML page. */
const NOT_PAGES =
  /^\/(assets|cards|bff|trpc|images|__vite_hmr|@vite|@fs|@id|@react-refresh|src|node_modules)(\/|$)/;

type PageCheck = (
  services: Services,
  params: Readonly<Record<string, string>>,
  locale: LocaleCode,
) => Promise<unknown>;

/**
 * Pages whose address names something that must exist: when the check answers NOT_FOUND the page
 * is the 404 page with a real 404 status. Any other failure serves the page, which shows its own
 * error state.
 */
const PAGE_CHECKS: Readonly<Record<string, PageCheck>> = {
  'gift-item': (services, params, locale) => findListedGift(services, params.id ?? '', locale),
};

async function pageExists(services: Services, pathname: string, locale: LocaleCode) {
  const match = matchRoute(pathname);
  const check = match && PAGE_CHECKS[match.route.name];
  if (!match || !check) return true;
  try {
    await check(services, match.params, locale);
    return true;
  } catch (error) {
    if (error instanceof KadoError && error.code === 'NOT_FOUND') return false;
    return true;
  }
}

/** The gift page (PRODUCT.md §10): `/receive?card=<id>#<token>`. */
const RECEIVE_ROUTE = 'receive';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The card a gift link's preview shows, read from the wallet without a token (a crawler has no
 * session): null for no card id, an unknown one, or a wallet that cannot answer, and the page keeps
 * its generic preview. The token, in the link's fragment, never reaches the server.
 */
async function previewCard(
  services: Services,
  url: URL,
  log: FastifyRequest['log'],
): Promise<PresentCard | null> {
  const id = url.searchParams.get('card');
  if (id === null || !UUID.test(id)) return null;
  try {
    return await services.wallet.request(
      presentCardSchema,
      `/gift-cards/${encodeURIComponent(id.toLowerCase())}`,
      { publicCache: true },
    );
  } catch (error) {
    if (!(
      error instanceof KadoError &&
      (error.code === 'GIFT_NOT_FOUND' || error.code === 'NOT_FOUND')
    )) {
      log.warn({ err: error }, 'gift card preview unavailable');
    }
    return null;
  }
}

/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can break out. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const pages: FastifyPluginAsync = async (app) => {
  const { env } = app.services;
  const distDir = resolve(env.WEB_DIST_DIR);

  /**
   * Gift pages send no Referer at all: the card's id is in their query. Set after the security
   * headers' onSend (a hook of the root, which runs first), which would put the default back.
   */
  const noReferrer = new WeakSet<FastifyReply>();
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (noReferrer.has(reply)) reply.header('Referrer-Policy', 'no-referrer');
    done(null, payload);
  });

  let loadTemplate: () => Promise<string>;
  // In development Vite serves modules as they are asked for: nothing to preload.
  let preloads: PagePreloads = { pages: {}, locales: {} };
  let shells: PageShells = { pages: {} };
  let paintGiftItems: GiftItemsPainter | null = null;
  let paintHome: GiftItemsPainter | null = null;
  if (env.VITE_DEV_URL) {
    const viteUrl = env.VITE_DEV_URL;
    loadTemplate = async () => {
      const response = await fetch(`${viteUrl}/index.html`, { headers: { accept: 'text/html' } });
      return response.text();
    };
    // Modules, styles and the HMR websocket come straight from Vite.
    await app.register(proxy, {
      upstream: viteUrl,
      prefix: '/',
      websocket: true,
      httpMethods: ['GET', 'HEAD'],
      // Page requests get the guarded, config-injected index.html; everything else goes to Vite.
      preHandler: (request, reply, done) => {
        if (isPageRequest(request)) void servePage(request, reply);
        else done();
      },
      replyOptions: {
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, cookie: '' }),
      },
    });
  } else {
    const template = await readFile(resolve(distDir, 'index.html'), 'utf8').catch(() => {
      throw new Error(`The SPA is not built: ${distDir}/index.html is missing (run pnpm build)`);
    });
    loadTemplate = () => Promise.resolve(template);
    preloads = await loadPagePreloads(distDir);
    shells = await loadPageShells(distDir);
    const renderConfig = {
      imageCdnUrl: env.IMAGE_CDN_URL,
      giftBoxSiteUrl: env.GIFT_BOX_SITE_URL ?? null,
    };
    const renderer = await loadGiftItemsRenderer(distDir);
    if (renderer) paintGiftItems = giftItemsPainter(app.services, renderer, renderConfig);
    const homeRenderer = await loadHomeRenderer(distDir);
    if (homeRenderer) paintHome = giftItemsPainter(app.services, homeRenderer, renderConfig);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Not index.html, not server/ (the page renderer), only known cards (routes/static-assets.ts).
      allowedPath: servableStaticPath,
      // The worker and the manifests are served by routes/pwa.ts, with their own headers.
      globIgnore: [`${BUILT_WORKER}*`, `${MANIFESTS_DIR}/**`],
      // The build writes .br and .gz twins (apps/web/build/precompress.ts): no compression per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', staticCacheControl(distDir, path));
      },
    });
    app.get('/*', async (request, reply) => {
      if (!isPageRequest(request)) {
        // API paths answer in the error envelope; a missing file stays a plain 404.
        if (/^\/(trpc|bff)(\/|$)/.test(request.url)) return notFound(request, reply);
        return reply.code(404).type('text/plain').send('Not found');
      }
      return servePage(request, reply);
    });
  }

  app.get(OFFLINE_SHELL_PATH, async (request, reply) => {
    const nonce = createNonce();
    const config: RuntimeConfig = {
      ...runtimeConfigBase(request.locale),
      initialError: null,
    };
    const html = htmlHead(await loadTemplate(), { locale: request.locale, nonce, config }).replace(
      /<html /,
      `<html data-kado-shell="offline" `,
    );
    return reply
      .header('Content-Security-Policy', pageCsp(env, nonce))
      .header('Content-Language', localeInfo(request.locale).iso)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  function runtimeConfigBase(locale: LocaleCode) {
    return {
      environment: env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV,
      apiBaseUrl: env.API_BASE_URL,
      locale,
      sentryDsn: env.SENTRY_DSN ?? null,
      sentryTracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
      gtmId: env.GTM_ID ?? null,
      imageCdnUrl: env.IMAGE_CDN_URL,
      giftBoxSiteUrl: env.GIFT_BOX_SITE_URL ?? null,
    } satisfies Partial<RuntimeConfig>;
  }

  /** index.html for `locale` with this response's nonce, its config and what to preload. */
  function htmlHead(
    template: string,
    {
      locale,
      nonce,
      config,
      extraHead = '',
      page = null,
      paintedPage = false,
      card = null,
    }: {
      locale: LocaleCode;
      nonce: string;
      config: RuntimeConfig;
      extraHead?: string;
      page?: string | null;
      paintedPage?: boolean;
      /** A gift link's card: its preview replaces the generic one. */
      card?: PresentCard | null;
    },
  ) {
    const html = localiseHead(template, locale, env.PUBLIC_URL)
      .replace(NONCE_PLACEHOLDER, nonce)
      .replace(/<html lang="[^"]*"/, `<html lang="${localeInfo(locale).iso}"`)
      .replace(
        '</head>',
        `<script type="application/json" id="kado-config">${inlineJson(config)}</script>` +
          extraHead +
          `${preloadLinks(preloads, page, locale, { paintedPage })}</head>`,
      );
    // Last, so nothing a sender wrote is ever read as the nonce placeholder or a tag to replace.
    return card ? giftPreviewHead(html, card, env.PUBLIC_URL) : html;
  }

  function isPageRequest(request: FastifyRequest) {
    const path = request.url.split('?', 1)[0] ?? '/';
    return !NOT_PAGES.test(path) && !/\.[a-z0-9]+$/i.test(path);
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, env.PUBLIC_URL);
    const session = await request.loadSession().catch((error: unknown) => {
      if (error instanceof KadoError) return error;
      throw error;
    });
    let decision: GuardDecision =
      session instanceof KadoError
        ? { kind: 'error', status: session.status, message: SERVICE_UNAVAILABLE_MESSAGE }
        : decideNavigation({
            pathname: url.pathname,
            search: url.search,
            session: session
              ? { signedIn: true, phoneVerified: session.data.phoneVerified }
              : SIGNED_OUT,
            blockedPages: env.BLOCKED_PAGES,
          });
    if (
      decision.kind === 'allow' &&
      !(await pageExists(app.services, url.pathname, request.locale))
    ) {
      decision = { kind: 'error', status: 404, message: NOT_FOUND_MESSAGE };
    }
    if (request.localeDetected) setLangCookie(reply, request.locale);
    const receiving = matchRoute(url.pathname)?.route.name === RECEIVE_ROUTE;
    if (receiving) noReferrer.add(reply);
    if (decision.kind === 'redirect') {
      return reply.header('Cache-Control', 'no-store').redirect(decision.to, 302);
    }
    const initialError =
      decision.kind === 'error' ? { status: decision.status, message: decision.message } : null;
    const config: RuntimeConfig = {
      ...runtimeConfigBase(request.locale),
      initialError,
      // session.me's answer for this request: the first navigation needs no round trip for it.
      ...(!(session instanceof KadoError) && { session: sessionView(session, request.locale) }),
    };
    const nonce = createNonce();
    const page = decision.kind === 'allow' ? pageOf(decision.route) : null;
    const card =
      decision.kind === 'allow' && receiving
        ? await previewCard(app.services, url, request.log)
        : null;
    // Only signed-out visitors: the shell's header is theirs (a signed-in header has other links).
    // /gift-items as first opened (no search or filter) is painted with its catalog's first page,
    // home with its popular gifts.
    const painter = page === 'gift-items' ? paintGiftItems : page === 'home' ? paintHome : null;
    const painted =
      session === null && url.search === '' && painter
        ? await painter(request.locale, request.log)
        : null;
    const shell =
      painted?.html ?? (session === null ? pageShell(shells, page, request.locale) : undefined);
    const head = htmlHead(await loadTemplate(), {
      locale: request.locale,
      nonce,
      config,
      // The page the grid shows, for the SPA's cache (apps/web/src/app/shell/painted-gifts.ts).
      ...(painted && {
        extraHead:
          `<script type="application/json" id="kado-gift-page">${inlineJson(painted.page)}</script>` +
          (painted.categories
            ? `<script type="application/json" id="kado-categories">${inlineJson(painted.categories)}</script>`
            : ''),
      }),
      page,
      paintedPage: shell !== undefined,
      card,
    });
    // A painted home is complete without scripts (its gifts drawn): a first visit boots the SPA only
    // when the visitor acts on it, which keeps its first load to the worker's registration.
    const html =
      shell === undefined
        ? head
        : withShell(head, shell, nonce, painted && page === 'home' ? 'on-intent' : 'after-paint');
    return (
      reply
        .code(initialError?.status ?? 200)
        .header('Content-Security-Policy', pageCsp(env, nonce))
        // The service worker follows the page's language in the offline shell it keeps.
        .header('Content-Language', localeInfo(request.locale).iso)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }
};

export default pages;
