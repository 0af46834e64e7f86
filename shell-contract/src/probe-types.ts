/** Every library that must exist once at run time, shell and remotes together. */
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

/** One export of each singleton package, taken from the copy the reporting bundle actually runs. */
export type SingletonProbe = Readonly<Record<SingletonPackage, unknown>>;

/** `true` per package when both sides hold the very same object (`===`). */
export function compareProbes(a: SingletonProbe, b: SingletonProbe): Record<SingletonPackage, boolean> {
  return Object.fromEntries(SINGLETON_PACKAGES.map((name) => [name, a[name] === b[name]])) as Record<
    SingletonPackage,
    boolean
  >;
}
