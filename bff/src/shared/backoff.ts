// How long to wait before trying again something that failed for a reason that passes (a
// connection, a server restarting), for work that keeps trying until it succeeds.

export interface BackoffSettings {
  /** The wait after the first failure. */
  firstMs: number;
  /** The longest wait, however many failures came before. */
  maxMs: number;
}

/**
 * The wait after `failures` failures in a row: doubling from `firstMs` up to `maxMs`, each
 * somewhere between half and the whole of that, so processes that failed together (a shared
 * server restarting) do not all try again in the same instant.
 */
export function backoffMs(failures: number, { firstMs, maxMs }: BackoffSettings): number {
  const ceiling = Math.min(maxMs, firstMs * 2 ** Math.max(0, failures - 1));
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}
