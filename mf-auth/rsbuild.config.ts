import { defineRemoteConfig } from '@touchline/remote-devkit/build';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  name: 'mf_auth',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
  dependencies: pkg.dependencies,
});
