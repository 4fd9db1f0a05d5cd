/**
 * The interaction pages: sign-in and sign-up inside one authorization request. Every request is
 * tied to it by oidc-provider's interaction cookie (signed, SameSite=Lax, scoped to
 * /interaction/<uid>) and the uid in the URL, so a form cannot be replayed from another site or flow.
 */
import formbody from '@fastify/formbody';
import { DEFAULT_LOCALE } from '@kado/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionResults, type Provider } from 'oidc-provider';

import type { AccountStore } from '../accounts/store.js';
import {
  EMAIL_MAX,
  NAME_MAX,
  signInSchema,
  signUpSchema,
  type SignUpField,
} from '../accounts/validation.js';
import type { Env } from '../env.js';
import { pageHeaders } from './html.js';
import { localeFromUiLocales, type Messages } from './messages.js';
import { noticePage, signInPage, signUpPage, type FormError } from './pages.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export interface InteractionRoutesOptions {
  readonly provider: Provider;
  readonly accounts: AccountStore;
  readonly env: Env;
}

const SIGN_UP_MESSAGES: Record<SignUpField, keyof Messages> = {
  name: 'nameInvalid',
  email: 'emailInvalid',
  password: 'passwordLength',
};

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
  { provider, accounts, env }: InteractionRoutesOptions,
) {
  await app.register(formbody, { bodyLimit: 8 * 1024 });

  const homeUrl = `${env.BFF_BASE_URLS[0]}/`;
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(pageHeaders(env.BFF_BASE_URLS)).send(html);

  app.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'interaction failed');
    return sendPage(
      reply,
      status,
      noticePage(DEFAULT_LOCALE, { title: 'errorTitle', intro: 'errorIntro' }, homeUrl),
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

  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      noticePage(DEFAULT_LOCALE, { title: 'expiredTitle', intro: 'expiredIntro' }, homeUrl),
    );

  const localeOf = (interaction: Interaction) => localeFromUiLocales(interaction.params.ui_locales);

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

  app.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(reply);
    const page = interaction.prompt.name === 'create' ? 'signup' : 'login';
    return reply.redirect(`/interaction/${encodeURIComponent(interaction.uid)}/${page}`, 303);
  });

  app.get('/interaction/:uid/login', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(reply);
    return sendPage(
      reply,
      200,
      signInPage({ locale: localeOf(interaction), uid: interaction.uid }),
    );
  });

  app.get('/interaction/:uid/signup', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(reply);
    return sendPage(
      reply,
      200,
      signUpPage({ locale: localeOf(interaction), uid: interaction.uid }),
    );
  });

  app.post('/interaction/:uid/login', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(reply);
    const page = {
      locale: localeOf(interaction),
      uid: interaction.uid,
      values: formValues(request.body),
    };

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

    const account = await accounts.authenticate(parsed.data.email, parsed.data.password);
    if (!account) {
      return sendPage(
        reply,
        401,
        signInPage({ ...page, errors: [{ field: 'email', message: 'invalidCredentials' }] }),
      );
    }
    return finish(request, reply, signedIn(interaction, account.id));
  });

  app.post('/interaction/:uid/signup', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction || !asksForAccount(interaction)) return expired(reply);
    const locale = localeOf(interaction);
    const page = { locale, uid: interaction.uid, values: formValues(request.body) };

    const parsed = signUpSchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      const errors = (['name', 'email', 'password'] as const)
        .filter((field) => fields.has(field))
        .map((field) => ({ field, message: SIGN_UP_MESSAGES[field] }));
      return sendPage(reply, 400, signUpPage({ ...page, errors }));
    }

    const account = await accounts.create({ ...parsed.data, locale });
    if (account === 'email-taken') {
      return sendPage(
        reply,
        409,
        signUpPage({ ...page, errors: [{ field: 'email', message: 'emailTaken' }] }),
      );
    }
    return finish(request, reply, signedIn(interaction, account.id));
  });

  app.post('/interaction/:uid/abort', async (request: UidRequest, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
  });
}
