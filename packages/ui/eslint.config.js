import { kadoConfig } from '@kado/eslint-config';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  ...kadoConfig({ tsconfigRootDir: import.meta.dirname, browser: true, layer: 'package' }),
  reactHooks.configs.flat.recommended,
  // The IdP token generator is a plain Node script outside the typed project.
  { ignores: ['scripts/**'] },
];
