import { readdirSync } from 'node:fs';

import { kadoConfig } from '@kado/eslint-config';
import reactHooks from 'eslint-plugin-react-hooks';

// Dependency direction (CONVENTIONS.md): packages → shared code → features → app, and a feature
// never imports another feature.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move shared code to components or lib.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app layer.',
  },
  {
    target: ['./src/components', './src/lib', './src/config', './src/locales'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import features or the app layer.',
  },
];

export default [
  ...kadoConfig({ tsconfigRootDir: import.meta.dirname, browser: true, zones }),
  reactHooks.configs.flat.recommended,
  {
    rules: {
      // Loaders end a navigation with an error status by throwing react-router's data() result.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
    },
  },
];
