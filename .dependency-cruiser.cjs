// The architecture's "never" arrows (ARCHITECTURE.md, Packages), checked on every import,
// type-only imports included. `npm run lint:deps` runs it.
const APPS = '(shell|mf-[^/]+|bff)';
const OURS = '(shell|mf-[^/]+|bff|ui-kit|shell-contract|remote-devkit|test-stand-ins|storybook|e2e)';

module.exports = {
  forbidden: [
    {
      name: 'remote-imports-no-other-remote',
      comment: 'A remote deploys on its own: it reaches another remote only through the shell at run time.',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: '^mf-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'remote-imports-no-shell-or-bff',
      comment:
        'A remote depends on the contract, ui-kit and the generated GraphQL types, never on the host or the server.',
      severity: 'error',
      from: { path: '^mf-[^/]+/' },
      to: { path: '^(shell|bff)/' },
    },
    {
      name: 'shell-imports-no-remote-or-bff',
      comment: 'The shell loads remotes at run time through their manifests; it talks to the bff over GraphQL only.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^(mf-[^/]+|bff)/' },
    },
    {
      name: 'ui-kit-imports-no-app',
      comment: 'ui-kit is shared by every app, so it can know none of them.',
      severity: 'error',
      from: { path: '^ui-kit/' },
      to: { path: `^(${APPS.slice(1, -1)}|shell-contract|remote-devkit)/` },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      comment:
        'The contract is what the shell and a remote agree on: types and routes only, so it imports no package ' +
        'of ours. What helps a remote build, run alone and test lives in remote-devkit.',
      severity: 'error',
      from: { path: '^shell-contract/' },
      to: { path: `^${OURS}/`, pathNot: '^shell-contract/' },
    },
    {
      name: 'kit-and-stand-ins-import-no-app',
      comment: 'remote-devkit and test-stand-ins serve every app, so they know none of them.',
      severity: 'error',
      from: { path: '^(remote-devkit|test-stand-ins)/' },
      to: { path: `^${APPS}/` },
    },
    {
      name: 'test-stand-ins-stay-out-of-the-product',
      comment: 'Stand-ins for SMTP, OpenID and the bot check are for tests; shipped code never imports them.',
      severity: 'error',
      from: {
        path: '^(shell|mf-[^/]+|bff|ui-kit|shell-contract)/',
        pathNot: '(\\.test\\.tsx?|/test-support/.*|/faults/.*|/fuzz/.*)$',
      },
      to: { path: '^test-stand-ins/' },
    },
    {
      name: 'bff-imports-no-frontend',
      comment: 'The server knows the dashboard only as built files it serves.',
      severity: 'error',
      from: { path: '^bff/' },
      to: { path: '^(shell|mf-[^/]+|ui-kit|shell-contract|remote-devkit|storybook|e2e)/' },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle makes module order matter and hides a missing seam.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage)/|^sdk/src/generated/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
