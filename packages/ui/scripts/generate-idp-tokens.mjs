// Writes the design tokens (light, dark and per-script type) into the IdP as a TypeScript string, so
// the sign-in pages use the SPA's colours and fonts without the IdP depending on a React package.
// Run after changing tokens.css: `pnpm --filter @kado/ui generate:idp`; idp-tokens.test.ts fails when
// the IdP's copy is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

const css = readFileSync(new URL('../src/tokens/tokens.css', import.meta.url), 'utf8');
const target = new URL('../../../apps/idp/src/interactions/tokens.generated.ts', import.meta.url);
const source =
  `// Generated from packages/ui/src/tokens/tokens.css by packages/ui/scripts/generate-idp-tokens.mjs.\n` +
  `// Do not edit: change the tokens and run \`pnpm --filter @kado/ui generate:idp\`.\n` +
  `export const KADO_TOKENS_CSS = ${JSON.stringify(css)};\n`;
const path = fileURLToPath(target);
const options = (await resolveConfig(path)) ?? {};
writeFileSync(target, await format(source, { ...options, filepath: path }));
