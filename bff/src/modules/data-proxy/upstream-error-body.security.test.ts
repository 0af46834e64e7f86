// An upstream's error answers pass through the proxy with their status, but not with what they
// reveal of the upstream's insides. Over the real proxy, against an upstream that answers errors
// the way careless servers do: framework error codes, server paths, stack pages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProxyFixture, type ProxyFixture } from '../../test-support/proxy-fixture.js';

const STACK_PAGE = `<!DOCTYPE html><html><body><h1>Internal Server Error</h1><pre>TypeError: Cannot read properties of undefined (reading 'id')
    at playerProfile (/srv/app/handlers/players.js:42:17)
    at Layer.handle [as handle_request] (/srv/app/node_modules/express/lib/router/layer.js:95:5)</pre></body></html>`;

/** What the careless upstream answers, by path: status, content type, body, extra headers. */
const ANSWERS: Record<string, [number, string, string, Record<string, string>?]> = {
  '/json-500': [500, 'application/json', JSON.stringify({ error: 'ECONNRESET at /srv/app/handlers/x.js' })],
  '/html-500': [500, 'text/html; charset=utf-8', STACK_PAGE],
  '/busy-503': [
    503,
    'application/json',
    JSON.stringify({ detail: 'pg pool exhausted (FST_ERR_POOL) at /srv/app/db.js' }),
    { 'retry-after': '7' },
  ],
  '/plain-404': [404, 'application/json', JSON.stringify({ detail: 'Player not found' })],
  '/internal-404': [
    404,
    'application/json',
    JSON.stringify({ detail: "ENOENT: no such file or directory, open '/srv/app/data/players/9.json'" }),
  ],
  '/traced-400': [
    400,
    'application/json',
    JSON.stringify({ detail: 'Bad id', stack: 'at parseId (/srv/app/ids.js:3:9)' }),
  ],
  '/html-404': [404, 'text/html', '<html><body><h1>404 Not Found</h1><hr>nginx/1.18.0 (Ubuntu)</body></html>'],
  '/exception-422': [
    422,
    'application/json',
    JSON.stringify({ detail: 'ValueError: invalid literal for int() with base 10' }),
  ],
};

let upstream: Server;
let f: ProxyFixture;
beforeAll(async () => {
  upstream = createServer((request, response) => {
    const [status, type, body, headers] = ANSWERS[request.url!.split('?')[0]!] ?? [
      200,
      'application/json',
      '{"ok":true}',
    ];
    response.writeHead(status, { 'content-type': type, 'x-powered-by': 'Express', ...headers });
    response.end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  f = await startProxyFixture({
    FLASHSCORE_UPSTREAM_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await f.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe("an upstream's error answers", () => {
  it.each([
    [
      'a JSON 500 naming a system error and a server path',
      '/json-500',
      500,
      'The flashscore upstream failed (500 Internal Server Error)',
    ],
    ['an HTML 500 stack page', '/html-500', 500, 'The flashscore upstream failed (500 Internal Server Error)'],
    [
      'a 503 in the detail shape that names a framework code',
      '/busy-503',
      503,
      'The flashscore upstream failed (503 Service Unavailable)',
    ],
    [
      'a 404 whose detail names a file on the server',
      '/internal-404',
      404,
      'The flashscore upstream refused the call (404 Not Found)',
    ],
    [
      'a 400 that carries a stack beside its detail',
      '/traced-400',
      400,
      'The flashscore upstream refused the call (400 Bad Request)',
    ],
    [
      "a web server's HTML 404 page naming its version",
      '/html-404',
      404,
      'The flashscore upstream refused the call (404 Not Found)',
    ],
    [
      "a 422 naming the upstream's exception",
      '/exception-422',
      422,
      'The flashscore upstream refused the call (422 Unprocessable Entity)',
    ],
  ])("replaces %s by the proxy's own detail, keeping the status", async (_case, path, status, detail) => {
    const response = await f.call(`/api/flashscore${path}`);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ detail });
    expect(response.body).not.toMatch(/srv|ECONN|ENOENT|FST_|Error:|nginx|ValueError|stack/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("keeps an upstream 503's Retry-After when it replaces the body", async () => {
    const response = await f.call('/api/flashscore/busy-503');
    expect(response.headers['retry-after']).toBe('7');
  });

  it('passes on a 4xx in the documented error shape, a short plain detail, as the upstream said it', async () => {
    const response = await f.call('/api/flashscore/plain-404');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Player not found' });
  });

  it("replaces the sample upstream's 5xx bodies too, and passes on its not-found detail", async () => {
    const failed = await f.call('/api/transfermarkt/players/search/leak?_status=500');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ detail: 'The transfermarkt upstream failed (500 Internal Server Error)' });
    const missing = await f.call('/api/transfermarkt/players/999999/profile');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: expect.stringMatching(/not found/i) });
  });
});
