/**
 * The embedded default's SMS "provider": every message appended as one JSON line to a local file
 * (or kept in memory when the wallet keeps nothing on disk), for people and tests to read.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { smsMessageSchema, type SmsMessage } from '@kado/shared/schemas';

import type { OutboxLocation, SmsOutbox } from './sms.js';

export function createOutbox(location: OutboxLocation, clock = () => new Date()): SmsOutbox {
  return 'file' in location ? fileOutbox(location.file, clock) : memoryOutbox(clock);
}

function newestFirst(messages: readonly SmsMessage[], phone: string, limit: number) {
  return messages
    .filter((message) => message.to === phone)
    .slice(-limit)
    .reverse();
}

function memoryOutbox(clock: () => Date): SmsOutbox {
  const messages: SmsMessage[] = [];
  return {
    send(to, text) {
      messages.push({ to, text, sentAt: clock().toISOString() });
      return Promise.resolve();
    },
    latest(phone, limit) {
      return Promise.resolve(newestFirst(messages, phone, limit));
    },
  };
}

function fileOutbox(file: string, clock: () => Date): SmsOutbox {
  return {
    async send(to, text) {
      const message: SmsMessage = { to, text, sentAt: clock().toISOString() };
      await mkdir(dirname(file), { recursive: true });
      // One short append per message: lines from several processes do not interleave.
      await appendFile(file, `${JSON.stringify(message)}\n`, { mode: 0o600 });
    },
    async latest(phone, limit) {
      let content: string;
      try {
        content = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const messages = content
        .split('\n')
        .filter((line) => line.trim() !== '')
        .flatMap((line) => {
          // A line cut short by a crash is skipped rather than hiding every message after it.
          try {
            return [smsMessageSchema.parse(JSON.parse(line))];
          } catch {
            return [];
          }
        });
      return newestFirst(messages, phone, limit);
    },
  };
}
