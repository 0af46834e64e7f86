import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { fetchHonouringRetryAfter } from '../dist/retry-after.js';

// A real server that refuses the first call of each path with 429 and the given Retry-After.
const seen = new Map<string, number>();
const server = createServer((request, response) => {
  const count = (seen.get(request.url ?? '') ?? 0) + 1;
  seen.set(request.url ?? '', count);
  const retryAfter = new URL(request.url ?? '/', 'http://x').searchParams.get('retry');
  if (count === 1 && retryAfter) {
    const params = new URL(request.url ?? '/', 'http://x').searchParams;
    const status = Number(params.get('status') ?? 429);
    // `counted`: the answer carries the quota's headers, as Touchline's do for a call it counted.
    const quota = params.has('counted') ? { 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '41' } : {};
    response.writeHead(status, { 'retry-after': retryAfter, ...quota }).end('{"detail":"slow down"}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(String(count));
});
let base = '';
before(() =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())).then(
    () => (base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`),
  ),
);
after(() => new Promise((resolve) => server.close(resolve)));

describe('retrying on 429', () => {
  it('waits the seconds Retry-After names, then sends the call again', async () => {
    const started = Date.now();
    const response = await fetchHonouringRetryAfter(fetch, {})(`${base}/a?retry=1`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), '2');
    assert.ok(Date.now() - started >= 950);
  });

  it('gives the 429 back when the wait is longer than the client accepts', async () => {
    const response = await fetchHonouringRetryAfter(fetch, { maxWaitSeconds: 5 })(`${base}/b?retry=3600`);
    assert.equal(response.status, 429);
  });

  it('gives the 429 back once the retries are spent', async () => {
    const response = await fetchHonouringRetryAfter(fetch, { maxRetries: 0 })(`${base}/c?retry=0`);
    assert.equal(response.status, 429);
  });

  it('also waits out a 503 that names its Retry-After (a server shedding load ran nothing of the call)', async () => {
    const response = await fetchHonouringRetryAfter(fetch, {})(`${base}/d?retry=0&status=503`);
    assert.equal(response.status, 200);
  });

  it('gives back a 503 the server counted against the quota (an upstream’s own, or its circuit breaker’s): each retry would cost a call', async () => {
    const response = await fetchHonouringRetryAfter(fetch, {})(`${base}/g?retry=0&status=503&counted`);
    assert.equal(response.status, 503);
    assert.equal(seen.get('/g?retry=0&status=503&counted'), 1);
  });

  it('reads a Retry-After with a fraction as seconds, not as a date', async () => {
    const started = Date.now();
    const response = await fetchHonouringRetryAfter(fetch, {})(`${base}/e?retry=0.5`);
    assert.equal(response.status, 200);
    assert.ok(Date.now() - started >= 450, `waited ${Date.now() - started} ms`);
  });

  it('stops waiting as soon as the caller aborts', async () => {
    const started = Date.now();
    const signal = AbortSignal.timeout(200);
    await assert.rejects(fetchHonouringRetryAfter(fetch, {})(`${base}/f?retry=5`, { signal }), {
      name: 'TimeoutError',
    });
    assert.ok(Date.now() - started < 2000, `waited ${Date.now() - started} ms`);
  });
});
