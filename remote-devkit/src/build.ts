// Build-time only (read by each app's rsbuild.config.ts, never bundled): the settings every
// federated app must agree on, so the singleton list and remote layout cannot drift apart.
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginReact } from '@rsbuild/plugin-react';
import { SINGLETON_PACKAGES, type RemoteName, type SingletonPackage } from '@touchline/shell-contract';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APOLLO_CLIENT_EXPORTS, APOLLO_CLIENT_REACT_EXPORTS } from './apollo-client-api.ts';
import { REACT_ROUTER_EXPORTS } from './react-router-api.ts';
import { STYLED_COMPONENTS_EXPORTS } from './styled-components-api.ts';
import { pluginPrecompress } from './precompress.ts';

export { pluginPrecompress };

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
  /** The copy this build provides: a resolved file, or `false` for none (the host's is used). */
  import?: string | false;
  /** The provided copy's version; a copy given as a file has none of its own. */
  version?: string;
}

function basePackage(name: SingletonPackage): string {
  return name.split('/', name.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The shared libraries shipped shaken down to the exports the apps use (react-router-api.ts,
 * apollo-client-api.ts, styled-components-api.ts).
 */
const SHAKEN_SINGLETONS: Partial<Record<SingletonPackage, string[]>> = {
  'react-router': REACT_ROUTER_EXPORTS,
  'styled-components': STYLED_COMPONENTS_EXPORTS,
  '@apollo/client': APOLLO_CLIENT_EXPORTS,
  '@apollo/client/react': APOLLO_CLIENT_REACT_EXPORTS,
};

export interface SharedSingletonOptions {
  /**
   * `rsbuild build`. A production build ships the SHAKEN_SINGLETONS shaken (shared tree shaking
   * breaks `rsbuild dev`: the federation SDK's CommonJS helpers get pruned; all apps that run
   * together must agree, or a library is loaded twice, which the singleton report shows), and
   * carries the copies its role asks for. In `rsbuild dev` each app carries its own copy of every
   * singleton, so that a remote also runs alone.
   */
  isProduction: boolean;
  /**
   * In production:
   * - the shell provides every singleton a remote may ask for, ui-kit's entries included where the
   *   shell itself imports none of them (its tabs, for mf-auth's settings);
   * - a remote carries none of the singletons the shell provides whole. It runs only inside the
   *   shell, whose bundler runtime it already borrows, so a copy of its own would never load;
   *   leaving them out takes their share entries out of its remote entry (-1.6 kB gzip on `/`).
   *   The shaken ones keep theirs: the federation runtime hands a consumer that declares no used
   *   exports the full build instead of the shell's shaken copy.
   */
  role: 'shell' | 'remote';
}

/** Resolves a singleton's entry file from here: the workspace links our packages at the root. */
const resolveEntry = createRequire(import.meta.url).resolve;

/** The version in the package.json of the package that holds `file`. */
function versionOfPackageAround(file: string): string {
  for (let folder = path.dirname(file); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error(`No package.json holds ${file}`);
}

/**
 * @param dependencies the app's own package.json dependencies. Every singleton must be listed
 *   there: it is the version each app requires, and the copy `rsbuild dev` runs.
 */
export function sharedSingletons(
  dependencies: Record<string, string>,
  { isProduction, role }: SharedSingletonOptions,
): Record<SingletonPackage, SharedSingleton> {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => {
      const requiredVersion = dependencies[basePackage(name)];
      if (!requiredVersion) throw new Error(`${basePackage(name)} must be a dependency of every federated app`);
      const shared: SharedSingleton = { singleton: true, requiredVersion };
      if (!isProduction) return [name, shared];
      const usedExports = SHAKEN_SINGLETONS[name];
      if (usedExports) shared.treeShaking = { mode: 'runtime-infer', usedExports };
      // A build provides a package it never imports only when told its file; ours are
      // source-only, one file per entry, the very file an import of the package resolves to.
      if (role === 'shell' && name.startsWith('@touchline/')) {
        shared.import = resolveEntry(name);
        // Without it the runtime calls the shell's copy version 0 and warns, on every page, that
        // it does not satisfy the remotes' requiredVersion.
        shared.version = versionOfPackageAround(shared.import);
      }
      if (role === 'remote' && !usedExports) shared.import = false;
      return [name, shared];
    }),
  ) as Record<SingletonPackage, SharedSingleton>;
}

/** The shell's federation runtime plugin that lends its bundler runtime to the remotes' production builds. */
export const lendBundlerRuntimePlugin = fileURLToPath(new URL('./bundler-runtime-loan/lend.ts', import.meta.url));

/**
 * A remote's production build imports this module where the federation plugin's generated entry
 * imports @module-federation/webpack-bundler-runtime (the file rspack resolves it to).
 */
const borrowedBundlerRuntime = {
  [createRequire(import.meta.url).resolve('@module-federation/webpack-bundler-runtime')]: fileURLToPath(
    new URL('./bundler-runtime-loan/borrow.ts', import.meta.url),
  ),
};

/** Aliases every federated app applies; see no-runtime-graphql-parser.ts. */
export const sharedAliases = {
  'graphql-tag$': fileURLToPath(new URL('./no-runtime-graphql-parser.ts', import.meta.url)),
};

/**
 * Production builds only: each `graphql(`...`)` call in the app's src/ becomes an import of its
 * own document from the generated src/graphql/graphql.ts (graphql-codegen's client-preset Babel
 * plugin), so a chunk carries the documents it uses, not generated gql.ts's map of every document
 * of the package. `rsbuild dev` and jest keep the map: the same documents, without a Babel pass.
 * graphql-codegen's SWC plugin would spare Babel, but its release (0.2.0) is built for an older
 * swc_core than rspack's builtin:swc-loader can load. Run from the app's folder (rsbuild's root).
 */
export function pluginPerDocumentGraphql(): RsbuildPlugin {
  const source = path.resolve('src');
  const generated = path.join(source, 'graphql');
  return pluginBabel({
    include: source,
    exclude: generated,
    babelLoaderOptions: (_options, { addPlugins }) => {
      addPlugins([[babelOptimizerPlugin, { artifactDirectory: generated, gqlTagName: 'graphql' }]]);
    },
  });
}

/** Where `rsbuild dev` sends API calls; the bff listens on 8000 unless BFF_URL says otherwise. '/api/'
 * keeps its slash so the /api-keys and /api-explorer screens are not proxied too. */
export function bffProxy(paths: string[] = ['/graphql', '/api/']) {
  const target = process.env.BFF_URL ?? 'http://127.0.0.1:8000';
  return Object.fromEntries(paths.map((path) => [path, { target, changeOrigin: true }]));
}

export interface RemoteAppOptions {
  name: RemoteName;
  /** Dev server port: mf-auth 3001, mf-keys 3002, mf-usage 3003, mf-billing 3004, mf-admin 3005. */
  port: number;
  exposes: Record<string, string>;
  dependencies: Record<string, string>;
}

/**
 * The rsbuild config of a remote. `rsbuild build` output is meant to be loaded by the shell: it
 * borrows the shell's federation bundler runtime (bundler-runtime-loan/, its remote entry shrinks
 * from 14.3 to 4.6 kB gzip) and resolves chunk URLs from wherever its manifest was served
 * (`assetPrefix: 'auto'`). `rsbuild dev` keeps its own
 * runtime so the remote also runs standalone through `src/index.ts`.
 */
export function defineRemoteConfig({ name, port, exposes, dependencies }: RemoteAppOptions) {
  return defineConfig(({ command }): RsbuildConfig => ({
    plugins: [
      pluginReact(),
      command === 'build' && pluginPerDocumentGraphql(),
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedSingletons(dependencies, { isProduction: command === 'build', role: 'remote' }),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: { alias: command === 'build' ? { ...sharedAliases, ...borrowedBundlerRuntime } : sharedAliases },
    html: { title: `Touchline · ${name} (standalone)` },
    output: { assetPrefix: 'auto' },
    server: { port, strictPort: true, proxy: bffProxy(), historyApiFallback: true },
  }));
}
