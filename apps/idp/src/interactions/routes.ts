/**
 * The interaction pages: sign-in and sign-up inside one authorization request. Every request is
 * tied to it by oidc-provider's interaction cookie (signed, SameSite=Lax, scoped to
 * /interaction/<uid>) and the uid in the URL, so a form cannot be replayed from another site or flow.
 */
import formbody from '@fastify/formbody';
import { LOGIN_TRANSACTION_TTL_MS, TERMS_VERSION, type LocaleCode } from '@kado/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionResults, type Provider } from 'oidc-provider';

import type { DeviceCookies } from '../accounts/device-cookies.js';
import { passwordProblem } from '../accounts/password-policy.js';
import type { AccountMailer } from '../accounts/recovery.js';
import type { AccountStore } from '../accounts/store.js';
import type { TermsConsentStore } from '../accounts/terms.js';
import {
  EMAIL_MAX,
  NAME_MAX,
  signInSchema,
  signUpSchema,
  type SignUpField,
} from '../accounts/validation.js';
import type { EmailLinks } from '../email/links.js';
import type { Env } from '../env.js';
import type { AccountAbuseLimits } from '../rate-limits.js';
import { consentField, consented, termsUpdatePage } from './consent.js';
import { pageHeaders, sendWait, waitError } from './html.js';
import type { Messages } from './messages.js';
import { noticePage, signInPage, signUpPage, type FormError } from './pages.js';
import { messagePage, verifiedPage } from './recovery-pages.js';
import { requestLocale, uiLocale } from './request-locale.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export interface InteractionRoutesOptions {
  readonly provider: Provider;
  readonly accounts: AccountStore;
  readonly env: Env;
  readonly limits: AccountAbuseLimits;
  readonly devices: DeviceCookies;
  readonly mailer: AccountMailer;
  readonly links: EmailLinks;
  readonly terms: TermsConsentStore;
}

const SIGN_UP_MESSAGES: Record<SignUpField, keyof Messages> = {
  name: 'nameInvalid',
  email: 'emailInvalid',
  password: 'passwordLength',
};

/**
 * A confirmed sign-up finishes its authorization request only while the BFF still keeps its half
 * (it began with the request), with a minute to spare for the way back; later, a sign-in by hand.
 */
const SIGN_UP_FINISH_WINDOW_MS = LOGIN_TRANSACTION_TTL_MS - 60_000;

/** Field values a form may show again; the password never comes back. */
function formValues(body: unknown): { email?: string; name?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { email, name } = body as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email: email.slice(0, EMAIL_MAX) } : {}),
    ...(typeof name === 'string' ? { name: name.slice(0, NAME_MAX) } : {}),
  };
}

export async function interactionRoutes(
  app: FastifyInstance,
  { provider, accounts, env, limits, devices, mailer, links, terms }: InteractionRoutesOptions,
) {
  await app.register(formbody, { bodyLimit: 8 * 1024 });

  const homeUrl = `${env.BFF_BASE_URLS[0]}/`;
  const signInUrl = `${env.BFF_BASE_URLS[0]}/bff/login`;
  /** The terms of service page of the SPA, in the page's language. */
  const termsUrl = (locale: LocaleCode) => `${homeUrl}terms/${locale}`;
  /** Pages without an interaction to read ui_locales from follow the browser's languages. */
  const browserLocale = (request: FastifyRequest) =>
    requestLocale(undefined, request.headers['accept-language']);
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(pageHeaders(env.BFF_BASE_URLS)).send(html);
  /** A limit's wait, reported on the e-mail field. */
  const waitFormError = (locale: LocaleCode, seconds: number): FormError => {
    const { key, values } = waitError(locale, seconds);
    return { field: 'email', message: key, values };
  };

  app.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'interaction failed');
    return sendPage(
      reply,
      status,
      noticePage(browserLocale(request), { title: 'errorTitle', intro: 'errorIntro' }, homeUrl),
    );
  });

  /** The pending interaction for this uid, or undefined when it is missing, expired or another one. */
  async function load(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  const localeOf = (interaction: Interaction, request: FastifyRequest) =>
    requestLocale(interaction.params.ui_locales, request.headers['accept-language']);

  /** In the interaction's language when there is one, else the browser's. */
  const expired = (request: FastifyRequest, reply: FastifyReply, interaction?: Interaction) =>
    sendPage(
      reply,
      400,
      noticePage(
        interaction ? localeOf(interaction, request) : browserLocale(request),
        { title: 'expiredTitle', intro: 'expiredIntro' },
        homeUrl,
      ),
    );

  /**
   * A person who proved their password but consented to older terms (or none): remembered in the
   * interaction, server side, until they accept the current version on the next page.
   */
  async function askForTerms(interaction: Interaction, accountId: string) {
    interaction.result = { kadoTermsPending: { accountId } };
    await interaction.persist();
  }
  const pendingTermsAccount = (interaction: Interaction): string | undefined => {
    const result = interaction.result as { kadoTermsPending?: { accountId?: unknown } } | undefined;
    const accountId = result?.kadoTermsPending?.accountId;
    return typeof accountId === 'string' ? accountId : undefined;
  };

  /** Sign-in and sign-up only make sense while the provider asks for one of them. */
  const asksForAccount = (interaction: Interaction) =>
    interaction.prompt.name === 'login' || interaction.prompt.name === 'create';

  async function finish(request: UidRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  }

  /**
   * A requestable prompt stays pending until the result carries its name, so an account chosen on
   * either page also settles a requested `create`.
   */
  function signedIn(interaction: Interaction, accountId: string): InteractionResults {
    const { prompt } = interaction.params;
    const requested = typeof prompt === 'string' ? prompt.split(' ') : [];
    return {
      login: { accountId, amr: ['pwd'] },
      ...(requested.includes('create') ? { create: { accountId } } : {}),
    };
  }

  /**
   * A finished sign-in. The language chosen in Kado (ui_locales) becomes the account's, so its
   * e-mails follow the last choice; a guess from Accept-Language is no choice and changes nothing.
   */
  async function finishSignIn(
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
  ) {
    const chosen = uiLocale(interaction.params.ui_locales);
    if (chosen) await accounts.setLocale(accountId, chosen);
    return finish(request, reply, signedIn(interaction, accountId));
  }

  /** A proven account is signed in, unless it must first accept terms newer than its consent. */
  async function signInOrAskTerms(
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
  ) {
    if ((await terms.versionOf(accountId)) !== TERMS_VERSION) {
      const locale = localeOf(interaction, request);
      await askForTerms(interaction, accountId);
      return sendPage(
        reply,
        200,
        termsUpdatePage({ locale, uid: interaction.uid, termsUrl: termsUrl(locale) }),
      );
    }
    return finishSignIn(request, reply, interaction, accountId);
  }

  app.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(request, reply, interaction);
    const page = interaction.prompt.name === 'create' ? 'signup' : 'login';
    return reply.redirect(`/interaction/${encodeURIComponent(interaction.uid)}/${page}`, 303);
  });

  app.get('/interaction/:uid/login', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(request, reply, interaction);
    // Asked again for a password (max_age, a sensitive action): the signed-in account's e-mail is
    // filled in, so the person only retypes the password.
    const signedInAs = interaction.session?.accountId;
    const current = signedInAs ? await accounts.findById(signedInAs) : undefined;
    return sendPage(
      reply,
      200,
      signInPage({
        locale: localeOf(interaction, request),
        uid: interaction.uid,
        ...(current ? { values: { email: current.email } } : {}),
      }),
    );
  });

  app.get('/interaction/:uid/signup', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(request, reply, interaction);
    return sendPage(
      reply,
      200,
      signUpPage({
        locale: localeOf(interaction, request),
        uid: interaction.uid,
        consent: consentField(
          localeOf(interaction, request),
          termsUrl(localeOf(interaction, request)),
        ),
      }),
    );
  });

  app.post('/interaction/:uid/login', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(request, reply, interaction);
    const locale = localeOf(interaction, request);
    const page = { locale, uid: interaction.uid, values: formValues(request.body) };

    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      const errors: FormError[] = [
        ...(fields.has('email') ? [{ field: 'email', message: 'emailRequired' } as const] : []),
        ...(fields.has('password')
          ? [{ field: 'password', message: 'passwordRequired' } as const]
          : []),
      ];
      return sendPage(reply, 400, signInPage({ ...page, errors }));
    }

    // Slowed, never locked: per e-mail and client address (or the owner's known device), per
    // address across accounts, per account a day. A waiting attempt is refused before the password
    // is checked, so it costs the guesser time and teaches nothing.
    const { email, password } = parsed.data;
    const device = devices.read(request.headers.cookie, email);
    const gate = await limits.signIn(request.ip, email, device);
    if (!gate.admitted) {
      return sendWait(
        reply,
        env.BFF_BASE_URLS,
        gate.retryAfterSeconds,
        signInPage({ ...page, errors: [waitFormError(locale, gate.retryAfterSeconds)] }),
      );
    }
    const account = await accounts.authenticate(email, password);
    if (!account) {
      return sendPage(
        reply,
        401,
        signInPage({ ...page, errors: [{ field: 'email', message: 'invalidCredentials' }] }),
      );
    }
    await gate.admission.succeeded();
    // This browser proved the password: from now on it is the owner's device for this account.
    // Appended to the raw response, beside the cookies the provider sets on it.
    reply.raw.appendHeader('set-cookie', devices.issue(email, device));
    if (!account.emailVerified) {
      // Only someone who knows the password learns this; a fresh link goes to the address.
      mailer.sendVerification(account);
      return sendPage(
        reply,
        403,
        signInPage({ ...page, errors: [{ field: 'email', message: 'emailNotVerified' }] }),
      );
    }
    return signInOrAskTerms(request, reply, interaction, account.id);
  });

  app.post('/interaction/:uid/terms', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    const accountId =
      interaction && asksForAccount(interaction) ? pendingTermsAccount(interaction) : undefined;
    if (!interaction || !accountId) return expired(request, reply, interaction);
    const locale = localeOf(interaction, request);
    if (!consented(request.body)) {
      return sendPage(
        reply,
        400,
        termsUpdatePage({
          locale,
          uid: interaction.uid,
          termsUrl: termsUrl(locale),
          refused: true,
        }),
      );
    }
    if (!(await terms.accept(accountId, TERMS_VERSION)))
      return expired(request, reply, interaction);
    return finishSignIn(request, reply, interaction, accountId);
  });

  app.post('/interaction/:uid/signup', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(request, reply, interaction);
    const locale = localeOf(interaction, request);
    const agreed = consented(request.body);
    const page = {
      locale,
      uid: interaction.uid,
      values: formValues(request.body),
      consent: consentField(locale, termsUrl(locale), !agreed),
    };

    const parsed = signUpSchema.safeParse(request.body);
    if (!parsed.success || !agreed) {
      const fields = new Set(parsed.error?.issues.map((issue) => issue.path[0]));
      const errors = (['name', 'email', 'password'] as const)
        .filter((field) => fields.has(field))
        .map((field) => ({ field, message: SIGN_UP_MESSAGES[field] }));
      return sendPage(reply, 400, signUpPage({ ...page, errors }));
    }

    const gate = await limits.signUp(request.ip, parsed.data.email);
    if (!gate.admitted) {
      return sendWait(
        reply,
        env.BFF_BASE_URLS,
        gate.retryAfterSeconds,
        signUpPage({ ...page, errors: [waitFormError(locale, gate.retryAfterSeconds)] }),
      );
    }
    // After the limits: the estimate costs CPU.
    const weakness = passwordProblem(parsed.data.password, [parsed.data.email, parsed.data.name]);
    if (weakness) {
      return sendPage(
        reply,
        400,
        signUpPage({ ...page, errors: [{ field: 'password', message: weakness }] }),
      );
    }
    // A new address and one that has an account get the same answer ("check your e-mail"), so
    // sign-up tells nobody which addresses have accounts; the e-mail itself says which case it is.
    const account = await accounts.create({ ...parsed.data, locale });
    if (account === 'email-taken') {
      const existing = await accounts.findByEmail(parsed.data.email);
      if (existing) mailer.sendAccountExists(existing);
    } else {
      // Consent to the terms in force, recorded with the account (PRODUCT.md §1).
      await terms.accept(account.id, TERMS_VERSION);
      mailer.sendVerification(account, interaction.uid);
    }
    return sendPage(
      reply,
      200,
      messagePage(
        locale,
        { title: 'checkEmailTitle', intro: 'checkEmailIntro' },
        { href: homeUrl, label: 'backToKado' },
      ),
    );
  });

  /**
   * Sent on by POST /email/verify (307, the same form with the link's token). Signs in only the
   * browser holding this interaction's cookie, only as the account whose link, sent from this
   * sign-up, was just used, and only once; anyone else reads that the address is confirmed.
   */
  app.post('/interaction/:uid/verified', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    const { token, ui_locales: uiLocales } = (request.body ?? {}) as Record<string, unknown>;
    const confirmed = () =>
      sendPage(
        reply,
        200,
        verifiedPage(
          interaction
            ? localeOf(interaction, request)
            : requestLocale(
                typeof uiLocales === 'string' ? uiLocales : undefined,
                request.headers['accept-language'],
              ),
          signInUrl,
        ),
      );
    const inTime =
      interaction !== undefined && interaction.iat * 1000 + SIGN_UP_FINISH_WINDOW_MS > Date.now();
    if (!interaction || !asksForAccount(interaction) || !inTime || typeof token !== 'string') {
      return confirmed();
    }
    const accountId = await links.claimSignIn(token, interaction.uid);
    if (!accountId) return confirmed();
    return signInOrAskTerms(request, reply, interaction, accountId);
  });

  app.post('/interaction/:uid/abort', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(request, reply);
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
  });
}
