import { client } from './generated/client.gen.js';

export type DataProvider = 'flashscore' | 'transfermarkt';

/**
 * A provider's path that the catalog does not list (its typed operations are in `DataService`),
 * forwarded as it is with the query: `dataPassthrough('flashscore', 'football/live')`. Called with
 * the `apiKey` of the settings, limited, cached and metered like every data call; its answer is the
 * upstream's, untyped.
 */
export function dataPassthrough(
  provider: DataProvider,
  path: string,
  { query, signal }: { query?: Record<string, string>; signal?: AbortSignal } = {},
) {
  return client.get<{ 200: unknown }, unknown, true>({
    security: [{ name: 'X-API-Key', type: 'apiKey' }],
    url: `/api/${provider}/${path.replace(/^\/+/, '')}`,
    ...(query ? { query } : {}),
    ...(signal ? { signal } : {}),
  });
}
