import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LOCALE_CODES } from '@kado/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { otpText } from './messages.js';
import { createOutbox } from './outbox.js';

describe('the SMS outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kado-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  let tick = 0;
  const clock = () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++));

  it.each(['file', 'memory'] as const)(
    'in a %s keeps messages per number, newest first',
    async (kind) => {
      const outbox = createOutbox(
        kind === 'file' ? { file: join(dir, `${kind}.jsonl`) } : { memory: true },
        clock,
      );
      await outbox.send('+6591234567', 'one');
      await outbox.send('+60123456789', 'other');
      await outbox.send('+6591234567', 'two');
      await outbox.send('+6591234567', 'three');
      const latest = await outbox.latest('+6591234567', 2);
      expect(latest.map((message) => message.text)).toEqual(['three', 'two']);
      expect(latest[0]).toEqual({
        to: '+6591234567',
        text: 'three',
        sentAt: expect.any(String) as unknown,
      });
      expect(await outbox.latest('+6590000000', 10)).toEqual([]);
    },
  );

  it('writes JSON lines, reads an absent file as empty and skips a torn line', async () => {
    const file = join(dir, 'nested', 'sms-outbox.jsonl');
    const outbox = createOutbox({ file }, clock);
    expect(await outbox.latest('+6591234567', 10)).toEqual([]);
    await outbox.send('+6591234567', 'first');
    await appendFile(file, '{"to":"+6591234567","te\n');
    await outbox.send('+6591234567', 'second');
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toMatchObject({ to: '+6591234567', text: 'first' });
    expect((await outbox.latest('+6591234567', 10)).map((m) => m.text)).toEqual([
      'second',
      'first',
    ]);
  });
});

describe('the verification SMS', () => {
  it('exists in all ten languages, each with the code, and falls back to English', () => {
    const texts = LOCALE_CODES.map((locale) => otpText(locale, '204816'));
    expect(texts.every((text) => text.includes('204816') && text.includes('5'))).toBe(true);
    expect(new Set(texts).size).toBe(LOCALE_CODES.length);
    expect(otpText(null, '204816')).toBe('Your Kado code is 204816. It expires in 5 minutes.');
  });
});
