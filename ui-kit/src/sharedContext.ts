import { createContext, type Context } from 'react';

/**
 * A React context kept on `globalThis`, so providers rendered by the shell are still found
 * when a federated remote ends up with its own copy of ui-kit (the same trick Apollo uses).
 */
export function sharedContext<T>(name: string, defaultValue: T): Context<T> {
  const key = Symbol.for(`@touchline/ui-kit/${name}`);
  const registry = globalThis as unknown as Record<symbol, Context<T> | undefined>;
  registry[key] ??= createContext<T>(defaultValue);
  return registry[key];
}
