/**
 * E-mail verification and password reset (PRODUCT.md §1): single-use, short-lived links sent through
 * the e-mail adapter. Every answer that could tell whether an address has an account reads the same
 * either way, and the e-mails go out after the answer, so timing tells nothing either.
 */
import { resolve } from 'node:path';

import formbody from '@fastify/formbody';
import { localeInfo, type LocaleCode } from '@kado/shared';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  FileOutbox,
  MemoryOutbox,
  SmtpSender,
  type EmailOutbox,
  type EmailSender,
} from '../email/email.js';
import type { EmailLinks, LinkPurpose } from '../email/links.js';
import type { Env } from '../env.js';
import { pageHeaders, sendWait, waitError } from '../interactions/html.js';
import { MESSAGES, type Messages } from '../interactions/messages.js';
import { requestLocale } from '../interactions/request-locale.js';
import {
  confirmEmailPage,
  forgotPasswordPage,
  messagePage,
  resetPasswordPage,
  verifiedPage,
} from '../interactions/recovery-pages.js';
import type { AccountAbuseLimits } from '../rate-limits.js';
import type { DeviceCookies } from './device-cookies.js';
import { passwordProblem, PASSWORD_MAX } from './password-policy.js';
import type { Account, AccountStore } from './store.js';
import { EMAIL_MAX } from './validation.js';

export function createEmailSender(env: Env): EmailSender {
  if (env.EMAIL_PROVIDER === 'smtp' && env.SMTP_URL)
    return new SmtpSender(env.SMTP_URL, env.EMAIL_FROM);
  return env.IDP_DATA_DIR === 'memory'
    ? new MemoryOutbox()
    : new FileOutbox(resolve(env.IDP_DATA_DIR, 'email-outbox.jsonl'));
}

const isOutbox = (sender: EmailSender): sender is EmailOutbox => 'latest' in sender;

/** Writes and sends the account e-mails, each in the account's language. */
export class AccountMailer {
  readonly #sender: EmailSender;
  readonly #links: EmailLinks;
  readonly #issuer: string;
  readonly #log: FastifyBaseLogger;

  constructor(sender: EmailSender, links: EmailLinks, issuer: string, log: FastifyBaseLogger) {
    this.#sender = sender;
    this.#links = links;
    this.#issuer = issuer;
    this.#log = log;
  }

  async #send(
    account: Account,
    purpose: LinkPurpose,
    texts: { subject: keyof Messages; body: keyof Messages },
    interactionUid?: string,
  ) {
    const token = await this.#links.issue(account.id, purpose, interactionUid);
    const path = purpose === 'verify-email' ? '/email/verify' : '/password/reset';
    const link = new URL(path, this.#issuer);
    link.searchParams.set('token', token);
    link.searchParams.set('ui_locales', localeInfo(account.locale).iso);
    const m = MESSAGES[account.locale];
    await this.#sender.send({
      to: account.email,
      subject: m[texts.subject],
      text: m[texts.body].replace('{link}', link.href),
    });
  }

  /** Sent after the answer: failures are logged, and the time taken tells nothing. */
  #later(work: () => Promise<void>) {
    setImmediate(() => {
      work().catch((err: unknown) => {
        this.#log.error({ err }, 'an account e-mail could not be sent');
      });
    });
  }

  /** From a sign-up, the link remembers its interaction: confirming there signs the browser in. */
  sendVerification(account: Account, signUpInteractionUid?: string) {
    this.#later(() =>
      this.#send(
        account,
        'verify-email',
        { subject: 'verifyEmailSubject', body: 'verifyEmailBody' },
        signUpInteractionUid,
      ),
    );
  }

  sendReset(account: Account) {
    this.#later(() =>
      this.#send(account, 'reset-password', {
        subject: 'resetEmailSubject',
        body: 'resetEmailBody',
      }),
    );
  }

  /** Someone signed up with this account's address: the owner hears of it, with a reset link. */
  sendAccountExists(account: Account) {
    this.#later(() =>
      this.#send(account, 'reset-password', {
        subject: 'accountExistsSubject',
        body: 'accountExistsBody',
      }),
    );
  }
}

export interface RecoveryRoutesOptions {
  readonly env: Env;
  readonly accounts: AccountStore;
  readonly links: EmailLinks;
  readonly mailer: AccountMailer;
  readonly sender: EmailSender;
  readonly limits: AccountAbuseLimits;
  readonly devices: DeviceCookies;
}

const forgotBody = z.object({ email: z.string().trim().max(EMAIL_MAX).pipe(z.email()) });
const tokenInput = z.object({ token: z.string().max(64) });
const resetBody = tokenInput.extend({ password: z.string().max(PASSWORD_MAX) });
const localeInput = z.object({ ui_locales: z.string().max(64).optional() }).loose();

export const recoveryRoutes: FastifyPluginAsync<RecoveryRoutesOptions> = async (
  app,
  { env, accounts, links, mailer, sender, limits, devices },
) => {
  await app.register(formbody, { bodyLimit: 8 * 1024 });

  const homeUrl = `${env.BFF_BASE_URLS[0]}/`;
  const signInUrl = `${env.BFF_BASE_URLS[0]}/bff/login`;
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(pageHeaders(env.BFF_BASE_URLS)).send(html);

  const localeOf = (request: FastifyRequest): LocaleCode => {
    const fromBody = localeInput.safeParse(request.body);
    const fromQuery = localeInput.safeParse(request.query);
    // A page opened from an e-mail link or typed in carries no ui_locales: the browser's languages.
    return requestLocale(
      (fromBody.success ? fromBody.data.ui_locales : undefined) ??
        (fromQuery.success ? fromQuery.data.ui_locales : undefined),
      request.headers['accept-language'],
    );
  };
  const tokenOf = (source: unknown) => {
    const parsed = tokenInput.safeParse(source);
    return parsed.success ? parsed.data.token : '';
  };
  const invalidLink = (reply: FastifyReply, locale: LocaleCode) =>
    send(
      reply,
      400,
      messagePage(
        locale,
        { title: 'linkInvalidTitle', intro: 'linkInvalidIntro' },
        {
          href: `/password/forgot?ui_locales=${encodeURIComponent(localeInfo(locale).iso)}`,
          label: 'forgotSubmit',
        },
      ),
    );
  const checkEmail = (reply: FastifyReply, locale: LocaleCode) =>
    send(
      reply,
      200,
      messagePage(
        locale,
        { title: 'checkEmailTitle', intro: 'checkEmailIntro' },
        { href: homeUrl, label: 'backToKado' },
      ),
    );

  app.get('/password/forgot', (request, reply) =>
    send(reply, 200, forgotPasswordPage(localeOf(request))),
  );

  app.post('/password/forgot', async (request, reply) => {
    const locale = localeOf(request);
    const parsed = forgotBody.safeParse(request.body);
    if (!parsed.success) {
      return send(reply, 400, forgotPasswordPage(locale, { error: 'emailInvalid' }));
    }
    const { email } = parsed.data;
    // Each request may e-mail the address: slowed per e-mail and address, per address, per e-mail a
    // day; the owner's own browser skips the limits strangers elsewhere can fill.
    const gate = await limits.forgot(
      request.ip,
      email,
      devices.read(request.headers.cookie, email),
    );
    if (!gate.admitted) {
      return sendWait(
        reply,
        env.BFF_BASE_URLS,
        gate.retryAfterSeconds,
        forgotPasswordPage(locale, { email, error: waitError(locale, gate.retryAfterSeconds) }),
      );
    }
    // The e-mail goes to the account's owner, who may not be the person at this keyboard: it is
    // written in the language the owner last chose in Kado (the account's), not in this page's.
    const account = await accounts.findByEmail(email);
    if (account) mailer.sendReset(account);
    return checkEmail(reply, locale);
  });

  /**
   * The account a reset link belongs to. Links that do not work slow their address down (someone
   * guessing links); a working one does not count.
   */
  async function resetLink(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: LocaleCode,
    token: string,
  ): Promise<{ account: Account } | { answered: FastifyReply }> {
    const gate = await limits.resetPassword(request.ip);
    if (!gate.admitted) {
      const answered = sendWait(
        reply,
        env.BFF_BASE_URLS,
        gate.retryAfterSeconds,
        messagePage(
          locale,
          { title: 'linkInvalidTitle', intro: 'tooManyAttempts' },
          { href: homeUrl, label: 'backToKado' },
          waitError(locale, gate.retryAfterSeconds).values,
        ),
      );
      return { answered };
    }
    const accountId = await links.peek(token, 'reset-password');
    const account = accountId ? await accounts.findById(accountId) : undefined;
    if (!account) return { answered: invalidLink(reply, locale) };
    await gate.admission.succeeded();
    return { account };
  }

  app.get('/password/reset', async (request, reply) => {
    const locale = localeOf(request);
    const token = tokenOf(request.query);
    const link = await resetLink(request, reply, locale, token);
    if ('answered' in link) return link.answered;
    return send(reply, 200, resetPasswordPage(locale, { token }));
  });

  app.post('/password/reset', async (request, reply) => {
    const locale = localeOf(request);
    const parsed = resetBody.safeParse(request.body);
    const token = parsed.success ? parsed.data.token : '';
    const link = await resetLink(request, reply, locale, token);
    if ('answered' in link) return link.answered;
    const { account } = link;
    if (!parsed.success) return invalidLink(reply, locale);
    // The link is used up only by a password that is accepted.
    const problem = passwordProblem(parsed.data.password, [account.email, account.name]);
    if (problem) return send(reply, 400, resetPasswordPage(locale, { token, error: problem }));
    if ((await links.consume(token, 'reset-password'))?.accountId !== account.id) {
      return invalidLink(reply, locale);
    }
    await accounts.resetPassword(account.id, parsed.data.password);
    request.log.info('password reset; sessions and tokens of the account revoked');
    return send(
      reply,
      200,
      messagePage(
        locale,
        { title: 'resetDoneTitle', intro: 'resetDoneIntro' },
        { href: signInUrl, label: 'goToSignIn' },
      ),
    );
  });

  app.get('/email/verify', async (request, reply) => {
    const locale = localeOf(request);
    const token = tokenOf(request.query);
    if (!(await links.peek(token, 'verify-email'))) return invalidLink(reply, locale);
    return send(reply, 200, confirmEmailPage(locale, token));
  });

  app.post('/email/verify', async (request, reply) => {
    const locale = localeOf(request);
    const used = await links.consume(tokenOf(request.body), 'verify-email');
    if (!used) return invalidLink(reply, locale);
    await accounts.markEmailVerified(used.accountId);
    if (used.interactionUid) {
      // Only the browser that signed up holds that interaction's cookie (scoped to its path): the
      // same form goes on there (307 keeps the POST and its token), to sign it in or say "verified".
      const path = `/interaction/${encodeURIComponent(used.interactionUid)}/verified`;
      return reply.redirect(path, 307);
    }
    return send(reply, 200, verifiedPage(locale, signInUrl));
  });

  // Development only: people and tests read the e-mails the embedded default "sends".
  if (env.NODE_ENV !== 'production' && isOutbox(sender)) {
    const outboxQuery = z.object({ to: z.string().min(3).max(EMAIL_MAX) });
    app.get('/dev/email-outbox', async (request, reply) => {
      const query = outboxQuery.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ error: 'invalid_request' });
      return reply
        .header('cache-control', 'no-store')
        .send({ messages: await sender.latest(query.data.to, 10) });
    });
  }
};
