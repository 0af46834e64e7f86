// @touchline/sdk against the product as `npm start` runs it: the generated client's calls, its
// settings (basic credentials, the XSRF header, cookies), its one error type, Retry-After on 429,
// the example script, and the same client loaded in a real browser.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, test } from 'node:test';
import {
  ApiError,
  ApiKeysService,
  DataService,
  ItemsService,
  LoginService,
  UsageService,
  UsersService,
  answerHeadersOf,
  configureTouchline,
  dataPassthrough,
} from '@touchline/sdk';
import { REPO_ROOT, SUPERUSER } from '../support/product.ts';
import { JOURNEY, useProduct } from '../support/suite.ts';

const suite = useProduct();
const SDK_DIST = path.join(REPO_ROOT, 'sdk', 'dist');

async function signIn(): Promise<string> {
  configureTouchline({ base: suite.product.url });
  const { data } = await LoginService.loginAccessToken({
    body: { username: SUPERUSER.email, password: SUPERUSER.password },
  });
  if (!('access_token' in data)) throw new Error('the superuser has two-factor sign-in on');
  return data.access_token;
}

/** A fetch that remembers the headers of each request it sends (the network is real). */
function recordingFetch() {
  const sent: Headers[] = [];
  const recording: typeof fetch = (input, init) => {
    sent.push(new Headers(input instanceof Request ? input.headers : init?.headers));
    return fetch(input, init);
  };
  return { sent, fetch: recording };
}

describe('@touchline/sdk', () => {
  test(
    'signs in, manages items and keys, reads usage and calls a data endpoint with typed answers',
    JOURNEY,
    async () => {
      const token = await signIn();
      configureTouchline({ base: suite.product.url, token });
      assert.equal((await UsersService.readUserMe()).data.email, SUPERUSER.email);

      const { data: item } = await ItemsService.createItem({ body: { title: 'From the SDK', description: 'typed' } });
      assert.equal((await ItemsService.readItem({ path: { id: item.id } })).data.title, 'From the SDK');
      assert.ok(
        (await ItemsService.readItems({ query: { skip: 0, limit: 10 } })).data.data?.some((row) => row.id === item.id),
      );

      const { data: created } = await ApiKeysService.createApiKey({ query: { name: 'SDK key' } });
      assert.ok((await ApiKeysService.listApiKeys()).data.some((key) => key.id === created.api_key.id));

      configureTouchline({ base: suite.product.url, token, apiKey: created.key });
      const { data: live, response } = await DataService.flashscoreLive();
      assert.ok(Array.isArray(live));
      const headers = answerHeadersOf(response);
      assert.equal(headers.cache, 'MISS');
      assert.ok(headers.rateLimit && headers.rateLimit.remaining < headers.rateLimit.limit);
      assert.match(headers.requestId ?? '', /\S/);

      // A path by the passthrough route, the same call: served from the cache (the plan allows
      // one call a second, hence the retry).
      configureTouchline({ base: suite.product.url, token, apiKey: created.key, retryOnRateLimit: true });
      const passedThrough = await dataPassthrough('flashscore', 'football/live');
      assert.deepEqual(passedThrough.data, live);
      assert.equal(answerHeadersOf(passedThrough.response).cache, 'HIT');

      const { data: summary } = await UsageService.readUsageSummary({ query: { window: '24h' } });
      assert.equal(typeof summary.calls, 'number');
      await ApiKeysService.revokeApiKey({ path: { api_key_id: created.api_key.id } });
    },
  );

  test(
    "throws one error type carrying url, status, status text and body; a 422 is 'Validation Error'",
    JOURNEY,
    async () => {
      configureTouchline({ base: suite.product.url, token: await signIn() });
      const refused = await ItemsService.createItem({ body: { title: '' } }).catch((error: unknown) => error);
      assert.ok(refused instanceof ApiError);
      assert.equal(refused.status, 422);
      assert.equal(refused.message, 'Validation Error');
      assert.equal(refused.statusText, 'Unprocessable Entity');
      assert.equal(refused.url, `${suite.product.url}/api/items/`);
      assert.ok(Array.isArray((refused.body as { detail: unknown }).detail));

      configureTouchline({ base: suite.product.url, token: 'not-a-token' });
      const denied = await UsersService.readUserMe().catch((error: unknown) => error);
      assert.ok(denied instanceof ApiError);
      assert.ok(denied.status === 401 || denied.status === 403);
      assert.match(denied.message, /^Generic Error: status: 40[13]; status text: .+; body: /);
    },
  );

  test('sends basic credentials instead of the token when both username and password are set', JOURNEY, async () => {
    const recorder = recordingFetch();
    configureTouchline({
      base: suite.product.url,
      token: 'a-token',
      username: 'ada',
      password: 's3cret',
      fetch: recorder.fetch,
    });
    await UsersService.readUserMe().catch(() => undefined);
    assert.equal(recorder.sent.at(-1)?.get('authorization'), `Basic ${Buffer.from('ada:s3cret').toString('base64')}`);

    configureTouchline({ base: suite.product.url, token: 'a-token', username: 'ada', fetch: recorder.fetch });
    await UsersService.readUserMe().catch(() => undefined);
    assert.equal(recorder.sent.at(-1)?.get('authorization'), 'Bearer a-token');
  });

  test("waits out a 429's Retry-After when asked to, and otherwise throws it", JOURNEY, async () => {
    const token = await signIn();
    configureTouchline({ base: suite.product.url, token });
    const { data: created } = await ApiKeysService.createApiKey({ query: { name: 'Rate key' } });
    // The free plan allows one call a second: two at once, and the second is refused.
    configureTouchline({ base: suite.product.url, apiKey: created.key });
    const burst = await Promise.allSettled([DataService.flashscoreCountries(), DataService.flashscoreCountries()]);
    const refusal = burst.find((outcome) => outcome.status === 'rejected');
    assert.ok(refusal && refusal.reason instanceof ApiError && refusal.reason.status === 429);
    // The refusal names itself for a support request, and says how long to wait.
    assert.match(refusal.reason.answer.requestId ?? '', /\S/);
    assert.equal(refusal.reason.answer.retryAfterSeconds, 1);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    configureTouchline({ base: suite.product.url, apiKey: created.key, retryOnRateLimit: true });
    const both = await Promise.all([DataService.flashscoreCountries(), DataService.flashscoreCountries()]);
    assert.deepEqual(
      both.map(({ response }) => response.status),
      [200, 200],
    );
  });

  test('the example script signs in, creates a key, reads live scores and searches a player', JOURNEY, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['examples/quickstart.ts'], {
      cwd: path.join(REPO_ROOT, 'sdk'),
      env: { ...process.env, TOUCHLINE_API_URL: suite.product.url },
    });
    assert.match(stdout, /Created key tl_/);
    assert.match(stdout, /\d+ matches live \(cache (MISS|HIT), \d+ of \d+ calls left today\)/);
    assert.match(stdout, /Players named Caruso: .*Alessandro Caruso/);
  });

  test(
    'runs in a real browser, where it sends cookies and echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN',
    JOURNEY,
    async () => {
      const context = await suite.browser.newContext();
      try {
        await context.addCookies([{ name: 'XSRF-TOKEN', value: 'xsrf-value', url: suite.product.url }]);
        const page = await context.newPage();
        // The built package, served from the product's origin as a site would bundle it.
        await page.route('**/__sdk/**', (route) => {
          const file = new URL(route.request().url()).pathname.replace('/__sdk/', '');
          return route.fulfill({ contentType: 'text/javascript', body: readFileSync(path.join(SDK_DIST, file)) });
        });
        // A plain page of the product's origin (the dashboard's own pages allow only their own scripts).
        await page.route('**/__sdk-page', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>SDK</title>' }),
        );
        await page.goto(`${suite.product.url}/__sdk-page`);
        const sent = page.waitForRequest((request) => request.url().endsWith('/api/utils/health-check/'));
        const healthy = await page.evaluate(async () => {
          const sdk = (await import(`${location.origin}/__sdk/index.js`)) as typeof import('@touchline/sdk');
          sdk.configureTouchline({ base: location.origin });
          return (await sdk.UtilsService.healthCheck()).data;
        });
        assert.equal(healthy, true);
        const request = await sent;
        assert.equal(await request.headerValue('x-xsrf-token'), 'xsrf-value');
        assert.match((await request.headerValue('cookie')) ?? '', /XSRF-TOKEN=xsrf-value/);
      } finally {
        await context.close();
      }
    },
  );
});
