/**
 * E-mail delivery behind one interface, like the wallet's SMS adapter: the embedded default keeps
 * what it "sends" in an outbox (a JSON-lines file, or memory) that people and tests read through a
 * development-only endpoint; production sends through SMTP (nodemailer).
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

import { createTransport } from 'nodemailer';

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly sentAt: string;
}

export interface EmailSender {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  close?(): void;
}

/** A sender that keeps what it sends, for development and tests to read back. */
export interface EmailOutbox extends EmailSender {
  /** The latest messages to `to` (case-insensitive), newest first. */
  latest(to: string, limit: number): Promise<EmailMessage[]>;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class MemoryOutbox implements EmailOutbox {
  readonly #messages: EmailMessage[] = [];

  send(message: { to: string; subject: string; text: string }) {
    this.#messages.push({ ...message, sentAt: new Date().toISOString() });
    return Promise.resolve();
  }

  latest(to: string, limit: number) {
    return Promise.resolve(
      this.#messages
        .filter((m) => sameAddress(m.to, to))
        .reverse()
        .slice(0, limit),
    );
  }
}

export class FileOutbox implements EmailOutbox {
  readonly #file: string;

  constructor(file: string) {
    this.#file = file;
  }

  async send(message: { to: string; subject: string; text: string }) {
    await mkdir(dirname(this.#file), { recursive: true });
    const line = JSON.stringify({ ...message, sentAt: new Date().toISOString() });
    await appendFile(this.#file, `${line}\n`, { mode: 0o600 });
  }

  async latest(to: string, limit: number) {
    const text = await readFile(this.#file, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as EmailMessage)
      .filter((m) => sameAddress(m.to, to))
      .reverse()
      .slice(0, limit);
  }
}

export class SmtpSender implements EmailSender {
  readonly #transport: ReturnType<typeof createTransport>;
  readonly #from: string;

  constructor(url: string, from: string) {
    this.#transport = createTransport(url);
    this.#from = from;
  }

  async send(message: { to: string; subject: string; text: string }) {
    await this.#transport.sendMail({ from: this.#from, ...message });
  }

  close() {
    this.#transport.close();
  }
}
