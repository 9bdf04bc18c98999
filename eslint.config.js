// One lint configuration for the whole workspace (ESLint flat config).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const pureRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
          message: 'Rules are pure: no React.',
        },
        { group: ['@radix-ui/*', '*.css'], message: 'Rules are pure: no UI or CSS.' },
        {
          group: ['@paypage/*', '!@paypage/ui/rules', '!@paypage/checkout/rules'],
          message: 'Rules may import only other rules entries.',
        },
      ],
    },
  ],
  'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'fetch'],
};

/**
 * The TypeScript projects the typed rules read, per package, the narrowest first (a pure rule
 * belongs to its `src/rules` project, its test to the package's). Each is made once per lint run
 * (typescript-eslint's single-run mode on the command line) instead of through the project
 * service, which cost a third more CPU (docs/decisions.md "The test gate"). A package missing
 * here fails its lint: its typed rules would have no type information.
 */
const typedProjects = {
  'packages/ui': ['src/rules/tsconfig.json', 'tsconfig.json'],
  'packages/checkout': ['src/rules/tsconfig.json', 'tsconfig.json'],
  'packages/contract': ['tsconfig.json'],
  'packages/widget': ['tsconfig.json'],
  'apps/pay': ['tsconfig.json'],
  'apps/api': ['tsconfig.json'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      '**/.turbo/**',
      '**/.reports/**',
      '**/public/mockServiceWorker.js',
      'tests/visual/**/*.png',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Node-side code: servers, scripts, configuration, test harnesses.
    files: [
      'apps/api/**',
      'scripts/**',
      'tests/**',
      '.storybook/test-runner.ts',
      '*.config.*',
      '**/*.config.*',
      '**/build.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Import direction: ui knows nothing of checkout or apps; checkout knows nothing of apps.
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@paypage/checkout', '@paypage/checkout/*', '@paypage/pay', '@paypage/api'],
              message: '@paypage/ui knows nothing of payments or apps.',
            },
          ],
        },
      ],
    },
  },
  {
    // Checkout speaks of screens; the app owns the payer's addresses (@paypage/contract/payer-urls).
    files: ['packages/checkout/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@paypage/pay',
                '@paypage/pay/*',
                '@paypage/api',
                '@paypage/api/*',
                '**/apps/**',
                '@paypage/contract/payer-urls',
                'react-router',
                'react-router/*',
              ],
              message: '@paypage/checkout knows nothing of routes, addresses or apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/checkout/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'packages/checkout/src/mocks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/\\/pay\\//]', 'TemplateElement[value.raw=/\\/pay\\//]'].map(
          (selector) => ({
            selector,
            message: 'A payer address: checkout names screens, the app turns them into paths.',
          }),
        ),
      ],
    },
  },
  {
    // Typed rules and import cycles, for the TypeScript sources of the packages and apps.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // The card step glue (card/) builds on the widget, never the other way round.
              target: './packages/checkout/src/widget',
              from: './packages/checkout/src/card',
              message: 'The card widget stands alone: card/ may import widget/, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  ...Object.entries(typedProjects).map(([dir, projects]) => ({
    files: [`${dir}/src/**/*.{ts,tsx}`],
    languageOptions: {
      parserOptions: {
        project: projects.map((project) => `./${dir}/${project}`),
        tsconfigRootDir: import.meta.dirname,
      },
    },
  })),
  {
    files: ['packages/*/src/rules/**'],
    ignores: ['**/*.test.ts'],
    rules: pureRules,
  },
);
