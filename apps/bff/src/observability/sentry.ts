/** Error reporting: Sentry receives no cookie, header, query string or body, so no id or token. */
import type { ErrorEvent } from '@sentry/node';

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.query_string;
    delete event.request.data;
    if (event.request.url) event.request.url = event.request.url.split('?', 1)[0];
  }
  delete event.user;
  return event;
}
