// Build-time only: every package generates its GraphQL operation types the same way, offline,
// from the committed schema (never from a running server).
import type { CodegenConfig } from '@graphql-codegen/cli';

export interface CodegenOptions {
  /**
   * Also read shell-contract's fragments, the fields the shell and a remote share through Apollo's
   * cache, for a package whose operations spread them.
   */
  withContractFragments?: boolean;
}

export function codegenConfig({ withContractFragments = false }: CodegenOptions = {}): CodegenConfig {
  return {
    schema: '../bff/schema.graphql',
    documents: [
      'src/**/*.{ts,tsx}',
      '!src/graphql/**',
      ...(withContractFragments ? ['../shell-contract/src/graphql/*.graphql'] : []),
    ],
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
