/** Decorates the app with its SMS sender and, for the development endpoint, its outbox. */
import fp from 'fastify-plugin';

import { createOutbox } from './outbox.js';
import type { OutboxLocation, SmsOutbox, SmsProvider, SmsSender } from './sms.js';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
    /** What the outbox provider has sent, readable outside production only; else null. */
    smsOutbox: SmsOutbox | null;
  }
}

export interface SmsSettings {
  readonly provider: SmsProvider;
  readonly outbox: OutboxLocation;
  /** Whether the development endpoint may read the outbox back. */
  readonly exposeOutbox: boolean;
}

export const smsPlugin = fp<SmsSettings>(
  (app, settings, done) => {
    const outbox = createOutbox(settings.outbox);
    app.decorate('sms', outbox);
    app.decorate('smsOutbox', settings.exposeOutbox ? outbox : null);
    done();
  },
  { name: 'sms' },
);
