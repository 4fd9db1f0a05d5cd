import { kadoConfig } from '@kado/eslint-config';
import reactHooks from 'eslint-plugin-react-hooks';

export default [
  ...kadoConfig({ tsconfigRootDir: import.meta.dirname, browser: true, layer: 'package' }),
  reactHooks.configs.flat.recommended,
];
