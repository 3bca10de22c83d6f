import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

const serverOnlyPackages = [
  'typeorm',
  'type-graphql',
  'sqlite3',
  'pg',
  'fastify',
  '@fastify/*',
  '@apollo/server',
  '@as-integrations/*',
  'class-validator',
  'reflect-metadata',
];
const webOnlyPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'styled-components',
  '@apollo/client',
  '@apollo/client/*',
  '@radix-ui/*',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/tmp',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'libs/web/graphql/src/gql/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.mts', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          // The validation lib has entry points of its own (its texts without zod, one schema): the home page's form
          // imports the texts and loads the schema later, which is the point of lazy loading, not a breach of it.
          checkDynamicDependenciesExceptions: ['@bcg/shared/validation/*'],
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'], bannedExternalImports: serverOnlyPackages },
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
              bannedExternalImports: webOnlyPackages,
            },
            {
              sourceTag: 'scope:shared',
              onlyDependOnLibsWithTags: ['scope:shared'],
              bannedExternalImports: [...serverOnlyPackages, ...webOnlyPackages],
            },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // React code: the rules of hooks (and exhaustive effect dependencies) as errors, and accessible JSX.
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx', 'libs/web/**/*.ts', 'libs/web/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Test helpers (throwaway databases, a fake Perplexity, the seeded test app) sit behind `testing` entry points
  // such as @bcg/server/core/testing, which production code must not reach.
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'libs/**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.suite.ts', '**/*.suite.tsx', '**/testing.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/testing', '**/testing/**'],
              message: 'Test helpers are for tests: import them from *.spec.ts and *.suite.ts files and other test helpers only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.suite.ts', '**/*.suite.tsx', 'apps/web-e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'jest.preset.js', 'tools/**/*.js', '**/webpack.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
