/**
 * Built assets go out precompressed (brotli or gzip, as the browser accepts) with long caching; the
 * gift cards go out as they are, kept a week.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isolatedApp, webDist } from '../../test/support.js';
import { CARD_CACHE } from './static-assets.js';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
/** Not a real picture: the bytes only have to come back as they were written. */
const CARD = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
let app: FastifyInstance;

beforeAll(async () => {
  const dist = await webDist();
  const assets = join(dist, 'assets');
  await mkdir(assets);
  await writeFile(join(assets, 'entry-abc123.js'), SCRIPT);
  await writeFile(join(assets, 'entry-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(assets, 'entry-abc123.js.gz'), gzipSync(SCRIPT));
  await mkdir(join(dist, 'cards/lunar-new-year'), { recursive: true });
  await mkdir(join(dist, 'cards/paper-plane'), { recursive: true });
  await writeFile(join(dist, 'cards/lunar-new-year/th.png'), CARD);
  // Files the build never writes: a locale and a design that do not exist, and something else.
  await writeFile(join(dist, 'cards/lunar-new-year/xx.png'), CARD);
  await writeFile(join(dist, 'cards/paper-plane/th.png'), CARD);
  await writeFile(join(dist, 'cards/notes.txt'), 'draft');
  app = await isolatedApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
});

describe('built assets', () => {
  it('sends the brotli twin to a browser that accepts br', async () => {
    const response = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(response.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  it('sends the gzip twin when brotli is not accepted', async () => {
    const response = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(gzipSync(SCRIPT));
  });

  it('sends the file itself when nothing is accepted', async () => {
    const response = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });
});

describe('gift cards', () => {
  it('sends a card as a PNG kept for a week, with a validator', async () => {
    const response = await app.inject({
      url: '/cards/lunar-new-year/th.png',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(CARD_CACHE);
    expect(CARD_CACHE).toBe('public, max-age=604800');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(CARD);
    const etag = response.headers.etag;
    expect(etag).toEqual(expect.any(String));

    const again = await app.inject({
      url: '/cards/lunar-new-year/th.png',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/cards/lunar-new-year/xx.png',
    '/cards/paper-plane/th.png',
    '/cards/notes.txt',
    '/cards/christmas/th.png',
    '/cards/lunar-new-year',
    '/cards/',
    '/cards',
  ])('answers %s with a 404, never a file nor the SPA', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/image|html/);
    expect(response.body).not.toMatch(/<html|draft/);
  });
});
