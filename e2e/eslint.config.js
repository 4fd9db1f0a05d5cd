import { kadoConfig } from '@kado/eslint-config';

export default [
  ...kadoConfig({ tsconfigRootDir: import.meta.dirname }),
  { ignores: ['test-results/**', 'playwright-report/**'] },
  // Playwright fixtures use an empty destructuring pattern by convention.
  { rules: { 'no-empty-pattern': 'off', 'no-restricted-properties': 'off' } },
];
