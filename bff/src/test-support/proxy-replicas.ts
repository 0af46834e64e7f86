// Two bff processes proxying to one sample upstream over one Redis, as replicas of one deployment
// do: what the cross-process tests of the data proxy and the provider status start with.
import { startSampleUpstream, type RunningSampleUpstream } from '../sample-upstream/sample-upstream.js';
import {
  type BootedServer,
  bootReplicas,
  createApiKey,
  killServerProcesses,
  stopServers,
  superuserToken,
} from './server-process.js';

export interface ProxyReplicas {
  /** Its `close` may be called by a test and again by `stop`. */
  upstream: RunningSampleUpstream;
  first: BootedServer;
  second: BootedServer;
  /** The development superuser's access token, from the first process. */
  token: string;
  /** An API key of the superuser's. */
  key: string;
  stop(): Promise<void>;
}

/**
 * Starts the upstream and the replicas, with limits no test reaches; `env` is added to both,
 * `secondEnv` is what the second sets apart.
 */
export async function startProxyReplicas(
  redisUrl: string,
  env: Record<string, string> = {},
  secondEnv: Record<string, string> = {},
): Promise<ProxyReplicas> {
  const started = await startSampleUpstream();
  let closing: Promise<void> | undefined;
  const upstream = { ...started, close: () => (closing ??= started.close()) };
  let servers: BootedServer[] = [];
  const stop = async () => {
    await stopServers(...servers);
    await upstream.close();
    killServerProcesses();
  };
  try {
    const [first, second] = await bootReplicas(
      {
        REDIS_URL: redisUrl,
        PLAN_FREE_PER_SECOND: '10000',
        PLAN_FREE_PER_DAY: '1000000',
        FLASHSCORE_UPSTREAM_URL: `${upstream.url}/flashscore`,
        TRANSFERMARKT_UPSTREAM_URL: `${upstream.url}/transfermarkt`,
        ...env,
      },
      secondEnv,
    );
    servers = [first, second];
    const token = await superuserToken(first.url);
    const { key } = await createApiKey(first.url, token, 'replicas');
    return { upstream, first, second, token, key, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
