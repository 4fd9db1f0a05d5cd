/**
 * Gift images: /images/* is the wallet's /v1/images/* (the embedded image store). In production
 * IMAGE_CDN_URL points the browser at a CDN instead. The proxied request carries no browser cookies.
 */
import proxy from '@fastify/http-proxy';
import type { FastifyPluginAsync } from 'fastify';

const images: FastifyPluginAsync = async (app) => {
  await app.register(proxy, {
    upstream: app.services.env.WALLET_URL,
    prefix: '/images',
    rewritePrefix: '/v1/images',
    httpMethods: ['GET', 'HEAD'],
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => {
        const { cookie: _cookie, authorization: _authorization, ...rest } = headers;
        return rest;
      },
    },
  });
};

export default images;
