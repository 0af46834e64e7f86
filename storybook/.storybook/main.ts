import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pluginReact } from '@rsbuild/plugin-react';
import type { RsbuildPlugin, RsbuildPlugins } from '@rsbuild/core';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Story sources: the ui-kit, the shell and every remote. A folder is listed only when it has a
 * src/ directory, so a package that has not been started yet does not break the build; each one
 * gets its own title prefix, so two packages may both have e.g. `components/Table.stories.tsx`.
 */
function storySources(): StorybookConfig['stories'] {
  const packages = [
    { folder: 'ui-kit', titlePrefix: 'UI Kit' },
    { folder: 'shell', titlePrefix: 'Shell' },
    ...readdirSync(repoRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
      .map((entry) => ({ folder: entry.name, titlePrefix: `Remotes/${entry.name}` }))
      .sort((a, b) => a.folder.localeCompare(b.folder)),
  ];
  return packages
    .filter(({ folder }) => existsSync(`${repoRoot}${folder}/src`))
    .map(({ folder, titlePrefix }) => ({ directory: `../../${folder}/src`, files: '**/*.stories.tsx', titlePrefix }));
}

function isModuleFederation(plugin: unknown): boolean {
  return (
    typeof plugin === 'object' && plugin !== null && 'name' in plugin && /module-federation/i.test(String(plugin.name))
  );
}

async function flattenPlugins(plugins: RsbuildPlugins = []): Promise<RsbuildPlugin[]> {
  const flat: RsbuildPlugin[] = [];
  for (const entry of plugins) {
    const plugin = await entry;
    if (!plugin) continue;
    if (Array.isArray(plugin)) flat.push(...(await flattenPlugins(plugin)));
    else flat.push(plugin as RsbuildPlugin);
  }
  return flat;
}

const config: StorybookConfig = {
  stories: storySources(),
  framework: {
    name: 'storybook-react-rsbuild',
    options: {},
  },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  features: {
    // The Theme toolbar switch drives the page background; a second background picker would fight it.
    backgrounds: false,
  },
  typescript: {
    reactDocgen: 'react-docgen',
  },
  async rsbuildFinal(rsbuildConfig) {
    // STACK.md pitfall 8: a federation plugin inherited from an app config builds "successfully"
    // and then fails in the preview at run time (RUNTIME-006). Stories never need federation.
    const plugins = (await flattenPlugins(rsbuildConfig.plugins)).filter((plugin) => !isModuleFederation(plugin));
    if (!plugins.some((plugin) => plugin.name === 'rsbuild:react')) plugins.push(pluginReact());
    return { ...rsbuildConfig, plugins };
  },
};

export default config;
