import { defineRemoteConfig } from '@touchline/remote-devkit/build';
import pkg from './package.json' with { type: 'json' };

export default defineRemoteConfig({
  name: 'mf_billing',
  port: 3004,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
  dependencies: pkg.dependencies,
});
