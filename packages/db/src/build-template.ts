/** `pnpm --filter @kado/db build`: the PGlite data directory template (see pglite-template.ts). */
import { buildPgliteTemplate, pgliteTemplateDir } from './pglite-template.js';

const started = performance.now();
await buildPgliteTemplate();
console.log(
  `PGlite template at ${pgliteTemplateDir()} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
