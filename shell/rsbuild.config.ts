import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { bffProxy, sharedAliases, sharedSingletons } from '@touchline/shell-contract/build';
import pkg from './package.json' with { type: 'json' };

const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:8000';
const localRuntimeConfig = new URL('./dev/runtime-config.json', import.meta.url);

/**
 * Dev and preview servers only (the bff serves it in production): `/runtime-config.json` comes from the bff when it answers, so auth flags and remote URLs
 * match the running backend; otherwise (or with RUNTIME_CONFIG=local) from dev/runtime-config.json,
 * which points at the remotes' own dev servers on ports 3001-3005.
 */
async function serveRuntimeConfig(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (req.method !== 'GET' || req.url?.split('?')[0] !== '/runtime-config.json') return next();
  let body: string | undefined;
  if (process.env.RUNTIME_CONFIG !== 'local') {
    try {
      const answer = await fetch(`${bffUrl}/runtime-config.json`, { signal: AbortSignal.timeout(1500) });
      if (answer.ok) body = await answer.text();
    } catch {
      // The bff is not running: fall through to the local default.
    }
  }
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(body ?? (await readFile(localRuntimeConfig, 'utf8')));
}

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'touchline_shell',
      // Remote URLs come from /runtime-config.json at run time (see src/remotes/registry.ts).
      remotes: {},
      shared: sharedSingletons(pkg.dependencies),
      shareStrategy: 'loaded-first',
      runtimePlugins: [fileURLToPath(new URL('./src/remotes/failurePolicy.ts', import.meta.url))],
      dts: false,
      // Remotes built with `experiments.externalRuntime` use this copy of the federation runtime.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: sharedAliases },
  html: { template: './src/index.html' },
  server: {
    port: 3000,
    strictPort: true,
    historyApiFallback: true,
    proxy: bffProxy(['/graphql', '/api']),
    // `rsbuild dev` and `rsbuild preview` alike.
    setup: ({ server }) => {
      server.middlewares.use(serveRuntimeConfig);
    },
  },
});
