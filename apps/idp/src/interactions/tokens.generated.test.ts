import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { KADO_TOKENS_CSS } from './tokens.generated.js';

describe('the design tokens in the IdP pages', () => {
  it('are the current packages/ui tokens (run pnpm --filter @kado/ui generate:idp after a change)', () => {
    const css = readFileSync(
      new URL('../../../../packages/ui/src/tokens/tokens.css', import.meta.url),
      'utf8',
    );
    expect(KADO_TOKENS_CSS).toBe(css);
  });
});
