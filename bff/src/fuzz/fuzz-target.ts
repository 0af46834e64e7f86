// The app the fuzz suites attack: the real app on a fresh database, listening on a loopback port
// (so requests go through Node's HTTP parser and the data proxy's cached-hit lane, as a client's
// do), wired to the bundled sample upstream, with plan limits raised so that the data endpoints
// are reached rather than rate-limited, and to the bundled Stripe stand-in, so that billing's
// operations reach their real work (an unconfigured billing would refuse them all with 503). Callers are made fresh for each operation, so one
// operation's requests (a deleted account, a revoked key) leave the next one's callers intact.
import type { AddressInfo } from 'node:net';
import { startSampleUpstream, type RunningSampleUpstream } from '../sample-upstream/sample-upstream.js';
import { STAND_IN_DEFAULTS, startStripeStandIn } from '../stripe-stand-in/stripe-stand-in.js';
import { seedUser } from '../test-support/fixtures.js';
import { bearer, startTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * How long the suites run: FUZZ_RUNS cases per operation (CI's count unless set) from FUZZ_SEED
 * (fixed unless set, so a CI failure reproduces). FUZZ_REQUEST_TIMEOUT_MS bounds each request.
 */
export function fuzzSettings(ciRuns: number) {
  const seed = Number(process.env.FUZZ_SEED ?? 20_261_126);
  const runs = Number(process.env.FUZZ_RUNS ?? ciRuns);
  const requestTimeoutMs = Number(process.env.FUZZ_REQUEST_TIMEOUT_MS ?? 15_000);
  return {
    seed,
    /** The seed of one operation's cases: operations alike (the data endpoints) get different ones. */
    seedFor: (operation: string) =>
      [...operation].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, seed),
    runs,
    requestTimeoutMs,
    // An operation's cases, with room for a shrinking run after a failure.
    testTimeoutMs: 60_000 + runs * (requestTimeoutMs / 10 + 500),
  };
}

export interface Callers {
  user: { id: string; email: string; token: string; apiKey: string; apiKeyId: string; itemId: string };
  superuser: { id: string; email: string; token: string };
  /** Ids a path or query may name: own, someone else's, missing. */
  knownIds: string[];
}

export interface FuzzTarget {
  t: TestApp;
  /** http://127.0.0.1:port */
  address: string;
  /** `Host` header value. */
  host: string;
  freshCallers(): Promise<Callers>;
  close(): Promise<void>;
}

let callerCount = 0;

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const upstream: RunningSampleUpstream = await startSampleUpstream();
  const stripe = await startStripeStandIn({
    webhookUrl: null,
    webhookSecret: STAND_IN_DEFAULTS.webhookSecret,
    prices: STAND_IN_DEFAULTS.prices,
  });
  const t = await startTestApp(
    {
      STRIPE_SECRET_KEY: STAND_IN_DEFAULTS.secretKey,
      STRIPE_WEBHOOK_SECRET: STAND_IN_DEFAULTS.webhookSecret,
      STRIPE_PRICE_PRO: 'price_touchline_pro',
      STRIPE_PRICE_BUSINESS: 'price_touchline_business',
      STRIPE_API_URL: stripe.url,
      PLAN_FREE_PER_SECOND: '100000',
      PLAN_FREE_PER_DAY: '10000000',
      // Bounds a call the upstream would hold (the sample upstream never does unasked).
      UPSTREAM_TIMEOUT_MS: '3000',
    },
    { upstreamBaseUrls: { flashscore: `${upstream.url}/flashscore`, transfermarkt: `${upstream.url}/transfermarkt` } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  return {
    t,
    address: `http://${host}`,
    host,
    async freshCallers() {
      const n = ++callerCount;
      const user = await seedUser(t, { email: `fuzz-user-${n}@touchline.test` });
      const superuser = await seedUser(t, { email: `fuzz-admin-${n}@touchline.test`, isSuperuser: true });
      const created = (
        await t.app.inject({ method: 'POST', url: '/api/api-keys/?name=fuzz', headers: bearer(user.token) })
      ).json();
      const item = (
        await t.app.inject({
          method: 'POST',
          url: '/api/items/',
          headers: bearer(user.token),
          payload: { title: 'fuzz' },
        })
      ).json();
      return {
        user: { ...user, apiKey: created.key, apiKeyId: created.api_key.id, itemId: item.id },
        superuser,
        knownIds: [user.id, superuser.id, created.api_key.id, item.id, '00000000-0000-4000-8000-000000000000'],
      };
    },
    async close() {
      await t.close();
      await stripe.close();
      await upstream.close();
    },
  };
}
