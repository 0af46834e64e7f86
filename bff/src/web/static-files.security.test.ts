// The dashboard's static routes reveal nothing about the disk: a path that climbs out of a build
// folder, however it is encoded, gets the very answer a missing file gets, whether what it names
// exists or not. Sent over real HTTP with the path exactly as written (a client library or
// app.inject would resolve the dot segments first).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { fakeWebRoot, SHELL_PAGE_MARKER } from '../test-support/web-root.js';

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** GET with the request target sent byte for byte as given. */
function rawGet(base: string, target: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: target, method: 'GET', agent: false });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, contentType: response.headers['content-type'], body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The answer without what differs between any two answers of the page (its per-answer nonce). */
const comparable = (answer: Answer) => ({ ...answer, body: answer.body.replace(/nonce="[^"]*"/g, 'nonce=""') });

let t: TestApp;
let base: string;
beforeAll(async () => {
  const webRoot = fakeWebRoot();
  // Files outside the build folders, next to them: what a traversal would be after.
  writeFileSync(path.join(webRoot, 'secret.txt'), 'not for the web\n');
  writeFileSync(path.join(webRoot, 'shell', 'dist', '.env'), 'SECRET=1\n');
  t = await startTestApp({ WEB_ROOT: webRoot });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Ways of writing `../..` (two levels up from a build folder, to WEB_ROOT) in a request path. */
const CLIMBS = [
  ['encoded slashes', '..%2F..%2F'],
  ['encoded dots', '%2e%2e/%2e%2e/'],
  ['encoded dots and slashes', '%2e%2e%2f%2e%2e%2f'],
  ['double-encoded dots and slashes', '%252e%252e%252f%252e%252e%252f'],
  ['encoded backslashes', '..%5C..%5C'],
  ['backslashes', '..\\..\\'],
  ['dot segments after a folder', 'static/..%2F..%2F..%2F'],
] as const;

describe('the shell at /', () => {
  it.each(CLIMBS)(
    'answers a climb out of the build with %s as it answers a missing file: the shell page',
    async (_how, climb) => {
      const toExisting = await rawGet(base, `/${climb}secret.txt`);
      const toMissing = await rawGet(base, `/${climb}no-such-file.txt`);
      const missingInside = await rawGet(base, '/no-such-file.txt');
      expect(toExisting.body).not.toContain('not for the web');
      expect(comparable(toExisting)).toEqual(comparable(toMissing));
      expect(comparable(toExisting)).toEqual(comparable(missingInside));
      expect(toExisting.status).toBe(200);
      expect(toExisting.body).toContain(SHELL_PAGE_MARKER);
    },
  );

  it('serves no dot-file of the build, and answers one as a missing file', async () => {
    const hidden = await rawGet(base, '/.env');
    expect(hidden.body).not.toContain('SECRET');
    expect(comparable(hidden)).toEqual(comparable(await rawGet(base, '/.no-such-file')));
  });

  it('still serves the files of the build', async () => {
    const script = await rawGet(base, '/static/js/index.0123456789.js');
    expect(script.status).toBe(200);
    expect(script.body).toContain('console.log("shell")');
  });
});

describe('a remote under /remotes/<name>/', () => {
  it.each(CLIMBS)(
    'answers a climb out of its build with %s as it answers a missing file: 404 Not Found',
    async (_how, climb) => {
      const toExisting = await rawGet(base, `/remotes/mf-keys/${climb}secret.txt`);
      const toMissing = await rawGet(base, `/remotes/mf-keys/${climb}no-such-file.txt`);
      const missingInside = await rawGet(base, '/remotes/mf-keys/no-such-file.txt');
      expect(toExisting).toEqual(toMissing);
      expect(toExisting).toEqual(missingInside);
      expect(toExisting.status).toBe(404);
      expect(JSON.parse(toExisting.body)).toEqual({ detail: 'Not Found' });
    },
  );

  it('answers a climb through the remote name itself as an unknown remote', async () => {
    const toExisting = await rawGet(base, '/remotes/..%2F..%2F/secret.txt');
    expect(toExisting).toEqual(await rawGet(base, '/remotes/no-such-remote/secret.txt'));
    expect(toExisting.status).toBe(404);
  });

  it("still serves the remote's files", async () => {
    const entry = await rawGet(base, '/remotes/mf-keys/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.body).toContain('console.log("mf-keys")');
  });
});
