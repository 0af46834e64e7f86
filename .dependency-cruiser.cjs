// The architecture's "never" arrows (ARCHITECTURE.md, Packages), checked on every import,
// type-only imports included. `npm run lint:deps` runs it.
const APPS = '(shell|mf-[^/]+|bff)';
/** ui-kit's entries beside its core (ui-kit/package.json's exports), one folder each. */
const UI_KIT_SUB_ENTRIES = 'forms|dialogs|tables|tabs';
const OURS = '(shell|mf-[^/]+|bff|ui-kit|shell-contract|remote-devkit|test-stand-ins|storybook|e2e)';

/**
 * A "never" arrow: an import from a module `from` matches to one `to` matches is an error.
 * A string is a path pattern; an object is dependency-cruiser's own condition.
 */
const never = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: typeof from === 'string' ? { path: from } : from,
  to: typeof to === 'string' ? { path: to } : to,
});

module.exports = {
  forbidden: [
    never(
      'remote-imports-no-other-remote',
      'A remote deploys on its own: it reaches another remote only through the shell at run time.',
      '^(mf-[^/]+)/',
      { path: '^mf-[^/]+/', pathNot: '^$1/' },
    ),
    never(
      'remote-imports-no-shell-or-bff',
      'A remote depends on the contract, ui-kit and the generated GraphQL types, never on the host or the server.',
      '^mf-[^/]+/',
      '^(shell|bff)/',
    ),
    never(
      'shell-imports-no-remote-or-bff',
      'The shell loads remotes at run time through their manifests; it talks to the bff over GraphQL only.',
      '^shell/',
      '^(mf-[^/]+|bff)/',
    ),
    never(
      'ui-kit-imports-no-app',
      'ui-kit is shared by every app, so it can know none of them.',
      '^ui-kit/',
      `^(${APPS.slice(1, -1)}|shell-contract|remote-devkit)/`,
    ),
    never(
      'ui-kit-entries-meet-by-package-name',
      "ui-kit's sub-entries (forms, dialogs, tables, tabs) are shared singletons apart from its core: a " +
        'file of one reaches the core or another entry only through its package name, so that the core ' +
        '(every context, the modal layer) runs once and no entry carries a copy of another.',
      { path: `^ui-kit/src/(${UI_KIT_SUB_ENTRIES})/`, pathNot: '\\.(test|stories)\\.tsx?$' },
      { path: '^ui-kit/src/', pathNot: `^ui-kit/src/($1/|index\\.ts$|(${UI_KIT_SUB_ENTRIES})/index\\.ts$)` },
    ),
    never(
      'ui-kit-core-imports-no-sub-entry',
      "ui-kit's core is what the dashboard's frame and home need; the forms, dialogs, tables and tabs build on " +
        'it, never the other way round, so the home page loads none of them.',
      { path: '^ui-kit/src/[^/]+$', pathNot: '\\.(test|stories)\\.tsx?$' },
      `^ui-kit/src/(${UI_KIT_SUB_ENTRIES})/`,
    ),
    never(
      'contract-imports-nothing-of-ours',
      'The contract is what the shell and a remote agree on: types and routes only, so it imports no package ' +
        'of ours. What helps a remote build, run alone and test lives in remote-devkit.',
      '^shell-contract/',
      { path: `^${OURS}/`, pathNot: '^shell-contract/' },
    ),
    never(
      'kit-and-stand-ins-import-no-app',
      'remote-devkit and test-stand-ins serve every app, so they know none of them.',
      '^(remote-devkit|test-stand-ins)/',
      `^${APPS}/`,
    ),
    never(
      'test-stand-ins-stay-out-of-the-product',
      'Stand-ins for SMTP, OpenID and the bot check are for tests; shipped code never imports them.',
      {
        path: '^(shell|mf-[^/]+|bff|ui-kit|shell-contract)/',
        pathNot: '(\\.test\\.tsx?|/test-support/.*|/faults/.*|/fuzz/.*)$',
      },
      '^test-stand-ins/',
    ),
    never(
      'bff-imports-no-frontend',
      'The server knows the dashboard only as built files it serves.',
      '^bff/',
      '^(shell|mf-[^/]+|ui-kit|shell-contract|remote-devkit|storybook|e2e)/',
    ),
    never('no-circular', 'An import cycle makes module order matter and hides a missing seam.', {}, { circular: true }),
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
