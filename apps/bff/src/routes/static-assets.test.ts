/** Built assets go out precompressed (brotli or gzip, as the browser accepts) with long caching. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isolatedApp, webDist } from '../../test/support.js';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let app: FastifyInstance;

beforeAll(async () => {
  const dist = await webDist();
  const assets = join(dist, 'assets');
  await mkdir(assets);
  await writeFile(join(assets, 'entry-abc123.js'), SCRIPT);
  await writeFile(join(assets, 'entry-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(assets, 'entry-abc123.js.gz'), gzipSync(SCRIPT));
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
