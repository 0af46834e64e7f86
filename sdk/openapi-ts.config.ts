import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: '../bff/openapi.json',
  output: 'src/generated',
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', { name: '@hey-api/sdk', operations: { strategy: 'byTags', containerName: '{{name}}Service' } }],
});
