/** Every library that must exist once at run time, shell and remotes together (the share config). */
export const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@apollo/client',
  '@apollo/client/react',
  '@touchline/ui-kit',
  '@touchline/ui-kit/forms',
  '@touchline/ui-kit/dialogs',
  '@touchline/ui-kit/tables',
  '@touchline/ui-kit/tabs',
] as const;

export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

/** ui-kit's entries beside its core: the forms, the dialogs, the tables and the tabs. */
type UiKitSubEntry = Extract<SingletonPackage, `@touchline/ui-kit/${string}`>;

/**
 * The packages a probe checks. Deliberately absent, because probing one would make every page
 * download it:
 * - react-router-dom, shared too: with React Router 7 it only re-exports react-router and no app
 *   imports it;
 * - ui-kit's sub-entries: they hold no state of their own (every context and the modal layer live
 *   in the core, which they reach by its package name, a rule of the lint boundaries), so a second
 *   copy would cost bytes, never behaviour, and the bundle report shows bytes.
 */
export const PROBED_PACKAGES = SINGLETON_PACKAGES.filter(
  (name): name is Exclude<SingletonPackage, 'react-router-dom' | UiKitSubEntry> =>
    name !== 'react-router-dom' && !name.startsWith('@touchline/ui-kit/'),
);

export type ProbedPackage = (typeof PROBED_PACKAGES)[number];

/** One export of each probed package, taken from the copy the reporting bundle actually runs. */
export type SingletonProbe = Readonly<Record<ProbedPackage, unknown>>;

/** `true` per package when both sides hold the very same object (`===`). */
export function compareProbes(a: SingletonProbe, b: SingletonProbe): Record<ProbedPackage, boolean> {
  return Object.fromEntries(PROBED_PACKAGES.map((name) => [name, a[name] === b[name]])) as Record<
    ProbedPackage,
    boolean
  >;
}
