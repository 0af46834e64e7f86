import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  bffProxy,
  lendBundlerRuntimePlugin,
  pluginPerDocumentGraphql,
  pluginPrecompress,
  sharedAliases,
  sharedSingletons,
} from '@touchline/remote-devkit/build';
import pkg from './package.json' with { type: 'json' };

const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:8000';
const localRuntimeConfig = new URL('./dev/runtime-config.json', import.meta.url);

/**
 * Dev and preview servers only (the bff serves it in production). `/runtime-config.json` takes
 * the bff's answer when it runs (auth flags, endpoints), but the remote URLs always come from
 * dev/runtime-config.json: the remotes' own dev servers on ports 3001-3005. A dev shell cannot mix
 * with built remotes (their react-router is shaken, the dev shell's is not). Without the bff the
 * whole local file is used.
 */
async function serveRuntimeConfig(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (req.method !== 'GET' || req.url?.split('?')[0] !== '/runtime-config.json') return next();
  const local = JSON.parse(await readFile(localRuntimeConfig, 'utf8')) as { remotes: unknown };
  let fromBff: Record<string, unknown> = {};
  try {
    const answer = await fetch(`${bffUrl}/runtime-config.json`, { signal: AbortSignal.timeout(1500) });
    if (answer.ok) fromBff = (await answer.json()) as Record<string, unknown>;
  } catch {
    // The bff is not running: the local file alone will do.
  }
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ ...local, ...fromBff, remotes: local.remotes }));
}

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    command === 'build' && pluginPerDocumentGraphql(),
    pluginModuleFederation({
      name: 'touchline_shell',
      // Remote URLs come from /runtime-config.json at run time (see src/remotes/registry.ts).
      remotes: {},
      shared: sharedSingletons(pkg.dependencies, { isProduction: command === 'build', role: 'shell' }),
      shareStrategy: 'loaded-first',
      // The remotes' production builds borrow this copy of the federation runtime (lendBundlerRuntimePlugin).
      runtimePlugins: [
        fileURLToPath(new URL('./src/remotes/failurePolicy.ts', import.meta.url)),
        lendBundlerRuntimePlugin,
      ],
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
    pluginPrecompress(),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: sharedAliases },
  html: { template: './src/index.html' },
  // Apollo Client and what it brings (rxjs, graphql, @wry, optimism) in one chunk: split by
  // default into five that every signed-in first load fetches together, 2.4 kB gzip more apart
  // on `/` (DECISIONS.md). The public screens load none of it.
  splitChunks: {
    cacheGroups: {
      apolloClient: {
        test: /[\\/]node_modules[\\/](@apollo|@wry|rxjs|optimism|graphql|tslib|@graphql-typed-document-node)[\\/]/,
        chunks: 'async',
        name: 'apollo-client',
        enforce: true,
        priority: 20,
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    historyApiFallback: true,
    proxy: bffProxy(),
    // `rsbuild dev` and `rsbuild preview` alike.
    setup: ({ server }) => {
      server.middlewares.use(serveRuntimeConfig);
    },
  },
}));
