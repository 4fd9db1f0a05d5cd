/** SMS delivery behind one interface, so a real provider can replace the outbox later. */
import type { SmsMessage } from '@kado/shared/schemas';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** A sender that keeps what it sends, for development and tests to read back. */
export interface SmsOutbox extends SmsSender {
  /** The latest messages to `phone`, newest first. */
  latest(phone: string, limit: number): Promise<SmsMessage[]>;
}

export type SmsProvider = 'outbox';

export type OutboxLocation = { readonly file: string } | { readonly memory: true };
