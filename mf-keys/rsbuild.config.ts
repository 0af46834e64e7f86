import { defineRemoteConfig } from '@touchline/remote-devkit/build';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  name: 'mf_keys',
  port: 3002,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
  dependencies: pkg.dependencies,
});
