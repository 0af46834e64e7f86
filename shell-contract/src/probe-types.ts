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
] as const;

export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

/**
 * The packages a probe checks. react-router-dom is shared too but deliberately absent: with
 * React Router 7 it only re-exports react-router, no app imports it, and probing it would make
 * every page download it.
 */
export const PROBED_PACKAGES = SINGLETON_PACKAGES.filter(
  (name): name is Exclude<SingletonPackage, 'react-router-dom'> => name !== 'react-router-dom',
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
