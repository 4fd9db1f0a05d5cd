/**
 * `/trpc/*` as a plain Fastify route that drives tRPC's own `resolveResponse` (issue 14, P1).
 *
 * tRPC's Fastify plugin turned every call into a web `Request` (a `Headers` copy, an abort signal
 * wired into the Request's own, and an abort with a fresh DOMException when the socket closed, even
 * after a complete answer) and wrote the web `Response` back as a chunked stream: two or three
 * socket writes per answer. On this machine that was most of the BFF's own cost for a signed-in read.
 *
 * Here JSON calls (every GET, and POSTs with a JSON body, which is all the web app sends) reach
 * `resolveResponse` with the few request members it reads, backed by Fastify's request, and the
 * answer goes out with a Content-Length in one write. The signal is aborted only when the client
 * leaves before its answer is complete. Anything else (another content type) still goes through the
 * tRPC adapter unchanged, so tRPC's own answers for those stay as they were.
 */
import type { IncomingHttpHeaders } from 'node:http';

import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';

import { KadoError } from '@kado/shared';

import type { Session } from '../session/sessions.js';
import { appRouter } from '../trpc/root.js';
import { toTrpcError, type Context } from '../trpc/trpc.js';

/** The `Headers` members `resolveResponse` uses, read straight from Node's parsed headers. */
class NodeHeaders {
  readonly #headers: IncomingHttpHeaders;

  constructor(headers: IncomingHttpHeaders) {
    this.#headers = headers;
  }

  get(name: string): string | null {
    const value = this.#headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.#headers[name.toLowerCase()] !== undefined;
  }
}

/**
 * The parts of a web Request that `resolveResponse` reads for a JSON call: method, absolute URL
 * (only its path and query matter), headers, signal, and the JSON body Fastify already read (as a
 * string, parsed here exactly as `Request.json()` would).
 */
class JsonCall {
  readonly method: string;
  readonly url: string;
  readonly headers: NodeHeaders;
  readonly #request: FastifyRequest;
  readonly #reply: FastifyReply;
  #controller: AbortController | null = null;

  constructor(request: FastifyRequest, reply: FastifyReply) {
    this.method = request.method;
    const target = request.raw.url ?? '/';
    this.url = target.startsWith('/') ? `http://localhost${target}` : target;
    this.headers = new NodeHeaders(request.headers);
    this.#request = request;
    this.#reply = reply;
  }

  /** Made on first use; aborted only if the client goes away before its answer is complete. */
  get signal(): AbortSignal {
    if (!this.#controller) {
      const controller = new AbortController();
      const response = this.#reply.raw;
      response.once('close', () => {
        if (!response.writableFinished) controller.abort();
      });
      this.#controller = controller;
    }
    return this.#controller.signal;
  }

  json(): Promise<unknown> {
    const body = this.#request.body;
    return Promise.resolve(typeof body === 'string' ? JSON.parse(body) : body);
  }
}

const isJsonCall = (request: FastifyRequest) =>
  request.method === 'GET' ||
  request.method === 'HEAD' ||
  (request.method === 'POST' &&
    request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json');

const trpc: FastifyPluginCallback = (app, _options, done) => {
  // As tRPC's plugin did: bodies reach tRPC unparsed, which parses them itself.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => {
    done(null, body);
  });

  const createContext = async (request: FastifyRequest, reply: FastifyReply): Promise<Context> => {
    let session: Session | null;
    try {
      session = await request.loadSession();
    } catch (error) {
      throw error instanceof KadoError ? toTrpcError(error) : error;
    }
    return { req: request, reply, services: app.services, session, locale: request.locale };
  };
  const onError = ({
    error,
    path,
    req,
  }: {
    error: { code: string };
    path: string | undefined;
    req: FastifyRequest;
  }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      req.log.error({ err: error, path }, 'procedure failed');
  };

  app.all<{ Params: { path: string } }>('/trpc/:path', async (request, reply) => {
    const path = request.params.path;
    if (!isJsonCall(request)) {
      await fastifyRequestHandler({
        router: appRouter,
        req: request,
        res: reply,
        path,
        createContext: () => createContext(request, reply),
        onError: (details) => {
          onError({ ...details, req: request });
        },
      });
      return reply;
    }
    const response = await resolveResponse({
      router: appRouter,
      // The members above are all resolveResponse reads for a JSON call (see JsonCall).
      req: new JsonCall(request, reply) as unknown as Request,
      path,
      error: null,
      createContext: () => createContext(request, reply),
      onError: (details) => {
        onError({ ...details, req: request });
      },
    });
    reply.code(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    return reply.send(response.body ? await response.text() : undefined);
  });
  done();
};

export default trpc;
