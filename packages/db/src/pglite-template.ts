/**
 * A freshly initialised PGlite data directory, made once at build time. PGlite's initdb runs inside
 * WebAssembly: it took most of an embedded first start (seconds per service, and two services ran
 * it at once) and left each process with the several hundred MiB of WebAssembly memory it grew to,
 * which never shrinks. Copying the finished directory costs a fraction of a second; the data
 * directory opens as on any later start.
 */
import { constants } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

/** Where the build puts the template (packages/db/dist/, a turbo build output). */
export function pgliteTemplateDir(): string {
  // Resolved by package name, so the apps' bundles find it as the sources do.
  const manifest = createRequire(import.meta.url).resolve('@kado/db/package.json');
  return join(dirname(manifest), 'dist', 'pglite-datadir');
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Builds the template afresh: an empty data directory, initialised and cleanly shut down. */
export async function buildPgliteTemplate(target = pgliteTemplateDir()): Promise<void> {
  const building = `${target}.building`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const db = await PGlite.create(building);
  // The same directory as a tarball, for in-memory databases (tests, WALLET_DATA_DIR=memory).
  const tarball = await db.dumpDataDir('none');
  await db.close();
  await writeFile(templateTarball(target), Buffer.from(await tarball.arrayBuffer()));
  await rm(target, { recursive: true, force: true });
  await rename(building, target);
}

const templateTarball = (template: string) => `${template}.tar`;

/** The template as PGlite's loadDataDir takes it, when the build made one. */
export async function templateTarballFor(template = pgliteTemplateDir()): Promise<Blob | null> {
  const bytes = await readFile(templateTarball(template)).catch(() => null);
  return bytes ? new Blob([bytes]) : null;
}

/**
 * Fills an absent or empty data directory from the template, when the build made one; answers
 * whether it did. The copy goes to a sibling first and is renamed into place, so a start that is
 * interrupted half way leaves no half-copied directory behind for the next one.
 */
export async function seedFromTemplate(dataDir: string, template = pgliteTemplateDir()) {
  if (!(await exists(join(template, 'PG_VERSION')))) return false;
  const entries = await readdir(dataDir).catch(() => null);
  if (entries && entries.length > 0) return false;
  const copying = `${dataDir}.copying`;
  await rm(copying, { recursive: true, force: true });
  // A copy-on-write clone where the file system offers one, a plain copy elsewhere.
  await cp(template, copying, { recursive: true, mode: constants.COPYFILE_FICLONE });
  // The template was shut down cleanly; a pid file would only confuse a reader.
  await rm(join(copying, 'postmaster.pid'), { force: true });
  await rm(dataDir, { recursive: true, force: true });
  await rename(copying, dataDir);
  return true;
}
