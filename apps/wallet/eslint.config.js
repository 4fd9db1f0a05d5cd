import { kadoConfig, ONE_TEXT_RULE } from '@kado/eslint-config';

export default [
  ...kadoConfig({ tsconfigRootDir: import.meta.dirname }),
  {
    files: ['src/routes/**/*.ts', 'src/cli/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_TEXT_RULE] },
  },
];
