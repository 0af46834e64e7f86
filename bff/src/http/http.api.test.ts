import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rawRequest, sendRaw } from '../test-support/raw-http.js';
import { loginRequest, startTestApp, SUPERUSER, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The app's address over real HTTP, listening from the first test that needs it on. */
const listening = async () =>
  t.app.server.listening
    ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    : t.app.listen({ port: 0, host: '127.0.0.1' });

describe('REST error contract', () => {
  it('answers 404 {"detail": "Not Found"} for an unknown /api path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not Found' });
  });

  it('answers 422 json_invalid for a malformed JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/access-token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] });
  });

  it('answers 422 naming every wrongly typed and missing field at once', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/access-token',
      headers: { 'content-type': 'application/json' },
      payload: { username: 42 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'username'], msg: 'Input should be a valid string', type: 'string_type' },
        { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
      ]),
    );
  });
});

describe('paths a slash away and methods a path does not take', () => {
  // With the dashboard served too, whose page fallback answers every other GET.
  let withWeb: TestApp;
  beforeAll(async () => {
    withWeb = await startTestApp({ WEB_ROOT: mkdtempSync(path.join(os.tmpdir(), 'touchline-web-')) });
  });
  afterAll(() => withWeb.close());

  it.each([
    ['GET', '/api/api-keys', '/api/api-keys/'],
    ['POST', '/api/api-keys?name=laptop', '/api/api-keys/?name=laptop'],
    ['GET', '/api/usage/summary/?window=24h', '/api/usage/summary?window=24h'],
  ])('redirects %s %s to %s with 307, which keeps the method and body', async (method, url, location) => {
    for (const app of [t.app, withWeb.app]) {
      const response = await app.inject({ method: method as 'GET', url });
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe(location);
    }
  });

  it('answers 404 for an API path that is unknown with and without its slash', async () => {
    for (const app of [t.app, withWeb.app]) {
      for (const url of ['/api/no-such-thing', '/api/no-such-thing/']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not Found' });
      }
    }
  });

  it('answers 405 with Allow for a known API path and a method it does not take', async () => {
    for (const app of [t.app, withWeb.app]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/api-keys/00000000-0000-4000-8000-000000000000/revoke',
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json()).toEqual({ detail: 'Method Not Allowed' });
    }
  });
});

describe('requests refused before routing', () => {
  it('answers a malformed percent-encoding with 400 in the {"detail"} shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/items/%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Malformed URL: a % must start an escape of two hex digits, such as %20',
    });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers headers over 16 kB with 431 in the {"detail"} shape, over real HTTP', async () => {
    const address = await listening();
    const response = await fetch(`${address}/api/utils/health-check/`, {
      headers: { 'x-padding': 'x'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ detail: 'The request line and headers are too large (16 kB at most)' });
  });

  it('answers an HTTP/1.1 request without a Host header with 400 in the {"detail"} shape, over real HTTP', async () => {
    const address = await listening();
    const response = await sendRaw(address, rawRequest('GET', '/api/utils/health-check/', [['Connection', 'close']]));
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.text)).toEqual({
      detail: 'Missing Host header: an HTTP/1.1 request must name the host it is for',
    });
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('caching of API answers', () => {
  it('tells every cache on the way not to keep an access token', async () => {
    const response = await t.app.inject(loginRequest(SUPERUSER.email, SUPERUSER.password));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/utils/health-check/', () => {
  it('returns true while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/utils/health-check/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/utils/health-check/' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the caller's own well-formed X-Request-Id", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/utils/health-check/',
      headers: { 'x-request-id': 'trace-abc.123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-abc.123');
  });
});

describe('API documentation', () => {
  it('describes every REST route in /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login/access-token',
        '/api/login/test-token',
        '/api/users/me',
        '/api/utils/health-check/',
      ]),
    );
    expect(paths).not.toContain('/graphql');
  });

  it('serves interactive docs at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
