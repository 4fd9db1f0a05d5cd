import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { seedFromTemplate } from './pglite-template.js';

let root: string;
let template: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'kado-template-'));
  // The shape that matters here: an initialised directory has PG_VERSION and its files.
  template = join(root, 'template');
  await mkdir(join(template, 'base', '1'), { recursive: true });
  await writeFile(join(template, 'PG_VERSION'), '17\n');
  await writeFile(join(template, 'base', '1', '1259'), 'catalog');
  await writeFile(join(template, 'postmaster.pid'), '-42');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a first start copies the initialised template', () => {
  it('fills an absent data directory, without the pid file and without leftovers', async () => {
    const dataDir = join(root, 'data', 'wallet');
    await mkdir(join(root, 'data'));
    expect(await seedFromTemplate(dataDir, template)).toBe(true);
    expect(await readFile(join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('catalog');
    expect((await readdir(dataDir)).sort()).toEqual(['PG_VERSION', 'base']);
    expect(await readdir(join(root, 'data'))).toEqual(['wallet']);
  });

  it('fills an empty data directory too', async () => {
    const dataDir = join(root, 'empty');
    await mkdir(dataDir);
    expect(await seedFromTemplate(dataDir, template)).toBe(true);
    expect(await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('never touches a data directory that holds anything', async () => {
    const dataDir = join(root, 'used');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'PG_VERSION'), '16\n');
    expect(await seedFromTemplate(dataDir, template)).toBe(false);
    expect(await readdir(dataDir)).toEqual(['PG_VERSION']);
    expect(await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('16\n');
  });

  it('leaves initdb to PGlite when the build made no template', async () => {
    const dataDir = join(root, 'no-template');
    expect(await seedFromTemplate(dataDir, join(root, 'missing'))).toBe(false);
    expect(await readdir(root)).not.toContain('no-template');
  });
});
