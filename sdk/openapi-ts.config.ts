import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: '../bff/openapi.json',
  output: 'src/generated',
  parser: {
    filters: {
      // The passthrough routes take any upstream path, slashes included, as one wildcard segment
      // (`{*}`) that no OpenAPI path parameter can carry: a generated operation sent the text
      // `{*}`. `dataPassthrough` (src/passthrough.ts) calls them instead.
      operations: { exclude: ['GET /api/flashscore/{*}', 'GET /api/transfermarkt/{*}'] },
    },
  },
  plugins: [
    { name: '@hey-api/client-fetch', throwOnError: true },
    '@hey-api/typescript',
    { name: '@hey-api/sdk', operations: { strategy: 'byTags', containerName: '{{name}}Service' } },
  ],
});
