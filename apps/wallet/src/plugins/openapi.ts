/**
 * The OpenAPI document, generated from the zod schemas that validate each route, served at
 * /v1/openapi.json. Registered before the routes so it sees every one of them.
 */
import swagger from '@fastify/swagger';
import {
  balanceSchema,
  errorEnvelopeSchema,
  giftPageSchema,
  giftSchema,
  meSchema,
} from '@kado/shared/schemas';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Shapes the document names once under components.schemas and references everywhere. */
const components = z.registry<{ id: string }>();
components.add(errorEnvelopeSchema, { id: 'ErrorEnvelope' });
components.add(meSchema, { id: 'Me' });
components.add(balanceSchema, { id: 'Balance' });
components.add(giftSchema, { id: 'Gift' });
components.add(giftPageSchema, { id: 'GiftPage' });

/** Every tag an operation uses, described once (an undefined tag is a lint error). */
const TAGS = [
  {
    name: 'catalog',
    description: 'Markets, categories, brands, gifts and their images: no token needed.',
  },
  { name: 'me', description: "The signed-in user's profile and phone verification." },
  { name: 'points', description: 'Balance, lots, credits, expiries and the ledger.' },
  {
    name: 'boxes',
    description: 'Gift boxes: charge a code, list and merge boxes sent to my phone.',
  },
  { name: 'exchanges', description: 'Points exchanged for vouchers of a gift.' },
  { name: 'vouchers', description: 'My vouchers: use, undo, share links.' },
  {
    name: 'gifting',
    description: 'Gifts sent to someone by a link: send, list, cancel; open, claim, decline.',
  },
  { name: 'notifications', description: 'What happened to my points, boxes and vouchers.' },
  {
    name: 'sessions',
    description: 'Signing a session out at the wallet: its access tokens stop working.',
  },
  { name: 'contact', description: 'Contact methods per market, and support tickets.' },
  {
    name: 'operator',
    description: 'Operator endpoints (client credentials, scope wallet:operate).',
  },
  { name: 'dev', description: 'Development helpers, absent in production.' },
  { name: 'health', description: 'Liveness and readiness probes.' },
];

/** Who may call an operation, in words, from the security requirement the guards declared. */
function accessSentence(security: readonly Record<string, readonly string[]>[]): string {
  const scopes = security.flatMap((requirement) => Object.values(requirement).flat());
  if (scopes.length === 0) return 'Public: no access token needed.';
  return `Needs a bearer access token with the scope ${scopes.join(' or ')}.`;
}

/** `GET /v1/gifts/:id/stock` → `getGiftsByIdStock`: unique, stable, usable as a method name. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/v1\//, '/')
    .split(/[/.]/)
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_]/));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join(
    '',
  );
}

/** Drops component schemas that no operation references (the registry makes input twins). */
function withoutUnusedSchemas(document: Record<string, unknown>): Record<string, unknown> {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!components || !schemas) return document;
  let used = new Set<string>();
  let text = JSON.stringify({ ...document, components: { ...components, schemas: {} } });
  // References may go through other components: follow them until nothing new is found.
  for (;;) {
    const found = new Set(
      [...text.matchAll(/#\/components\/schemas\/([A-Za-z0-9_.-]+)/g)].map((m) => m[1] ?? ''),
    );
    if ([...found].every((name) => used.has(name))) break;
    used = new Set([...used, ...found]);
    text = JSON.stringify([...used].map((name) => schemas[name]));
  }
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
}

export const openapiPlugin = fp(
  async (app) => {
    const transform = createJsonSchemaTransform({ schemaRegistry: components });
    const transformObject = createJsonSchemaTransformObject({ schemaRegistry: components });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kado wallet API',
          version: '1.0.0',
          description:
            'Points, gift catalog and vouchers (PRODUCT.md §6). Every error uses one envelope: `{ "error": { "code", "message", "details"?, "requestId" } }`.',
          contact: { name: 'Kado platform team' },
          license: { name: 'Proprietary', identifier: 'LicenseRef-Kado-Proprietary' },
        },
        servers: [{ url: '/', description: 'This wallet, where the document is served' }],
        tags: TAGS,
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'An RFC 9068 access token for the audience wallet-api: scope wallet for users, wallet:operate for operator clients (client credentials).',
            },
          },
        },
      },
      // Every documented operation gets an operationId, says who may call it (a public one with
      // `security: []`) and describes itself. Done here, when the document is made, because the
      // scope guards declare their security after the route is added.
      transform: (input) => {
        const output = transform(input);
        const schema = output.schema as typeof output.schema & {
          hide?: boolean;
          operationId?: string;
          security?: Record<string, string[]>[];
          description?: string;
        };
        if (schema.hide) return output;
        const security = schema.security ?? [];
        const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
        return {
          ...output,
          schema: {
            ...schema,
            operationId: schema.operationId ?? operationIdOf(method, input.route.url),
            security,
            description: [schema.description, accessSentence(security)].filter(Boolean).join(' '),
          },
        };
      },
      transformObject: (input) =>
        withoutUnusedSchemas(transformObject(input) as Record<string, unknown>),
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/v1/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
