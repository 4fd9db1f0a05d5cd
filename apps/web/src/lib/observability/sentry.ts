/**
 * Browser error reporting (PRODUCT.md §8), only when the runtime config names a DSN: traces at the
 * configured rate (0.1), the last 10 interactions kept as breadcrumbs, and nothing personal sent:
 * no cookies, headers, query strings, box or one-time codes, or phone numbers.
 */
import * as Sentry from '@sentry/react';

import type { RuntimeConfig } from '@kado/shared/schemas';

import { scrubText, scrubValue } from './scrub';

export const MAX_INTERACTION_ENTRIES = 10;

type Options = NonNullable<Parameters<typeof Sentry.init>[0]>;
type ErrorEvent = Parameters<NonNullable<Options['beforeSend']>>[0];
type Breadcrumb = Parameters<NonNullable<Options['beforeBreadcrumb']>>[0];
type SpanJson = Parameters<NonNullable<Options['beforeSendSpan']>>[0];

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.query_string;
    delete event.request.data;
    if (event.request.url)
      event.request.url = scrubText(event.request.url.split(/[?#]/, 1)[0] ?? '');
  }
  delete event.user;
  if (event.message) event.message = scrubText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.extra) event.extra = scrubValue(event.extra);
  if (event.contexts) event.contexts = scrubValue(event.contexts);
  return event;
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const out = { ...breadcrumb };
  if (out.message) out.message = scrubText(out.message);
  if (out.data) {
    const data: Record<string, unknown> = scrubValue(out.data);
    for (const key of ['url', 'from', 'to']) {
      const value = data[key];
      if (typeof value === 'string') data[key] = scrubText(value.split(/[?#]/, 1)[0] ?? '');
    }
    out.data = data;
  }
  return out;
}

/** Span names and attributes carry URLs: only their scrubbed path goes. */
export function scrubSpan(span: SpanJson): SpanJson {
  const out = { ...span };
  out.name = scrubText(out.name.split(/[?#]/, 1)[0] ?? '');
  out.attributes = scrubValue(out.attributes);
  return out;
}

export function initSentry(config: RuntimeConfig): void {
  if (!config.sentryDsn) return;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    tracesSampleRate: config.sentryTracesSampleRate,
    maxBreadcrumbs: MAX_INTERACTION_ENTRIES,
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
}
