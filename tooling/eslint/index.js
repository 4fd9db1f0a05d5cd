// One ESLint flat config for every package: type-checked typescript-eslint rules, import hygiene,
// and the rule that only env.ts reads the environment.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Apps depend on packages, never the other way round. */
const PACKAGES_NEVER_IMPORT_APPS = {
  patterns: [
    {
      group: [
        '@kado/bff',
        '@kado/bff/*',
        '@kado/idp',
        '@kado/idp/*',
        '@kado/wallet',
        '@kado/wallet/*',
        '@kado/web',
        '@kado/web/*',
      ],
      message: 'A package never imports an app: move the shared piece into a package.',
    },
  ],
};

/**
 * Strings the services accept go through the one shared rule (`textSchema` in @kado/shared), which
 * refuses what PostgreSQL cannot store: give this to `no-restricted-syntax` where input is parsed.
 */
export const ONE_TEXT_RULE = {
  selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
  message:
    'Use textSchema from @kado/shared/schemas: it refuses NUL, control characters and lone surrogates.',
};

/**
 * @param {{
 *   tsconfigRootDir: string,
 *   browser?: boolean,
 *   layer?: 'app' | 'package',
 *   zones?: Array<{ target: string | string[], from: string | string[], except?: string[], message?: string }>,
 * }} options
 */
export function kadoConfig({ tsconfigRootDir, browser = false, layer = 'app', zones = [] }) {
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', '*.config.*', 'eslint.config.js'] },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    importX.flatConfigs.recommended,
    importX.flatConfigs.typescript,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
        globals: browser ? globals.browser : globals.node,
      },
      settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        '@typescript-eslint/no-unnecessary-condition': 'off',
        '@typescript-eslint/no-unused-vars': [
          'error',
          {
            argsIgnorePattern: '^_',
            varsIgnorePattern: '^_',
            destructuredArrayIgnorePattern: '^_',
          },
        ],
        'import-x/no-cycle': 'error',
        'import-x/no-named-as-default-member': 'off',
        'import-x/no-unresolved': 'off',
        ...(zones.length > 0 ? { 'import-x/no-restricted-paths': ['error', { zones }] } : {}),
        ...(layer === 'package'
          ? { 'no-restricted-imports': ['error', PACKAGES_NEVER_IMPORT_APPS] }
          : {}),
        'no-restricted-properties': [
          'error',
          { object: 'process', property: 'env', message: 'Read configuration through env.ts.' },
          { object: 'import', property: 'meta.env', message: 'Read configuration through env.ts.' },
        ],
      },
    },
    {
      files: [
        '**/env.ts',
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/test/**',
        '**/testing.ts',
        '**/testing/**',
      ],
      rules: { 'no-restricted-properties': 'off' },
    },
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/no-floating-promises': 'off',
      },
    },
  );
}
