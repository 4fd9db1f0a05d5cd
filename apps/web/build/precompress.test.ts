// @vitest-environment node
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { expect, it } from 'vitest';

import { precompressDir } from './precompress';

it('writes brotli and gzip twins of text assets only, leaving small files and images alone', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kado-precompress-'));
  const script = 'console.log("kado");\n'.repeat(200);
  await writeFile(join(dir, 'app.js'), script);
  await writeFile(join(dir, 'tiny.css'), 'a{}');
  await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096, 7));

  expect(await precompressDir(dir)).toBe(1);

  expect((await readdir(dir)).sort()).toEqual([
    'app.js',
    'app.js.br',
    'app.js.gz',
    'photo.png',
    'tiny.css',
  ]);
  expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).toString()).toBe(script);
  expect(gunzipSync(await readFile(join(dir, 'app.js.gz'))).toString()).toBe(script);
});
