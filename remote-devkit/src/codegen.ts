// Build-time only: every package generates its GraphQL operation types the same way, offline,
// from the committed schema (never from a running server).
import type { CodegenConfig } from '@graphql-codegen/cli';

export function codegenConfig(): CodegenConfig {
  return {
    schema: '../bff/schema.graphql',
    documents: ['src/**/*.{ts,tsx}', '!src/graphql/**'],
    ignoreNoDocuments: true,
    generates: {
      './src/graphql/': {
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: {
          useTypeImports: true,
          enumsAsTypes: true,
          scalars: { DateTimeISO: 'string' },
        },
      },
    },
  };
}
