import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: '../bff/openapi.json',
  output: 'src/generated',
  plugins: [
    { name: '@hey-api/client-fetch', throwOnError: true },
    '@hey-api/typescript',
    { name: '@hey-api/sdk', operations: { strategy: 'byTags', containerName: '{{name}}Service' } },
  ],
});
