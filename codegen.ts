import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web app from the committed schema and the web's .graphql operations. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTimeISO: 'string' } },
    },
  },
};

export default config;
