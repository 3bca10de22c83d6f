import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app from the schema the API emits (apps/api/schema.graphql).
 * The client preset works with Apollo Client 4's own hooks; generated files are committed and
 * `npm run codegen:check` fails when they are stale.
 */
const config: CodegenConfig = {
  schema: 'apps/api/schema.graphql',
  documents: ['libs/web/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', '!libs/web/graphql/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'libs/web/graphql/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
};

export default config;
