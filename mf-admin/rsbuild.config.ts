import { defineRemoteConfig } from '@touchline/remote-devkit/build';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  name: 'mf_admin',
  port: 3005,
  exposes: { './routes': './src/routes.tsx' },
  dependencies: pkg.dependencies,
});
