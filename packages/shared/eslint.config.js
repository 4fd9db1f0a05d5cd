import { kadoConfig, ONE_TEXT_RULE } from '@kado/eslint-config';

export default [
  ...kadoConfig({ tsconfigRootDir: import.meta.dirname, layer: 'package' }),
  {
    files: ['src/schemas/**/*.ts'],
    ignores: ['src/schemas/text.ts', 'src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_TEXT_RULE] },
  },
];
