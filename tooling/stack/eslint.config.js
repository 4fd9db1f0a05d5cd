import { kadoConfig } from '@kado/eslint-config';

export default [
  ...kadoConfig({ tsconfigRootDir: import.meta.dirname }),
  // The launcher is the one place that hands configuration to the apps' processes.
  { rules: { 'no-restricted-properties': 'off', 'no-console': 'off' } },
];
