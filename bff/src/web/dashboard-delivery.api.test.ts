// How the dashboard's files travel: a file whose name carries its content hash is kept by the
// browser for a year and never asked for again; everything a new build may change under the same
// name (remote entries, manifests, the runtime configuration, the page) is revalidated. Each file
// goes out as the brotli or gzip copy the build wrote beside it, as the client's Accept-Encoding
// prefers, so no request spends CPU on compressing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { fakeWebRoot } from '../test-support/web-root.js';

const HASHED_SCRIPT = '/static/js/index.0123456789.js';
const REMOTE_ENTRY = '/remotes/mf-keys/remoteEntry.js';
const REMOTE_MANIFEST = '/remotes/mf-keys/mf-manifest.json';

let t: TestApp;
let webRoot: string;
/** What the shell's hashed script holds uncompressed. */
let script: Buffer;
beforeAll(async () => {
  webRoot = fakeWebRoot();
  const shellScript = path.join(webRoot, 'shell', 'dist', 'static', 'js', 'index.0123456789.js');
  writeFileSync(shellScript, 'console.log("a bundle worth compressing");\n'.repeat(200));
  script = readFileSync(shellScript);
  // The siblings the build writes (see remote-devkit's pluginPrecompress).
  for (const file of [
    shellScript,
    path.join(webRoot, 'mf-keys', 'dist', 'remoteEntry.js'),
    path.join(webRoot, 'mf-keys', 'dist', 'mf-manifest.json'),
  ]) {
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  t = await startTestApp({ WEB_ROOT: webRoot });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('caching', () => {
  it('lets the browser keep a file whose name carries its content hash for a year without asking again', async () => {
    const response = await get(HASHED_SCRIPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ["a remote's entry", REMOTE_ENTRY],
    ["a remote's manifest", REMOTE_MANIFEST],
    ['the runtime configuration', '/runtime-config.json'],
  ])(
    'makes the browser revalidate %s, which a new build or setting changes under the same name',
    async (_what, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('lets no cache keep the page, whose nonce is new in every answer', async () => {
    const response = await get('/api-keys');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('compression', () => {
  it('sends the brotli copy written at build time when the client accepts brotli, preferring it to gzip', async () => {
    const response = await get(HASHED_SCRIPT, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy when the client refuses brotli with q=0', async () => {
    const response = await get(HASHED_SCRIPT, 'br;q=0, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload).equals(script)).toBe(true);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['only identity', 'identity'],
    ['every compression refused', 'br;q=0, gzip;q=0'],
  ])(
    'sends the file itself to a client with %s, still saying the answer varies by Accept-Encoding',
    async (_how, acceptEncoding) => {
      const response = await get(HASHED_SCRIPT, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(script.length);
      expect(response.rawPayload.equals(script)).toBe(true);
    },
  );

  it.each([
    ["a remote's entry", REMOTE_ENTRY, 'console.log("mf-keys")'],
    ["a remote's manifest", REMOTE_MANIFEST, '{}'],
  ])('compresses %s too, which stays revalidated', async (_what, url, content) => {
    const response = await get(url, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(content);
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
  ])('compresses the page, nonce and all, for a client accepting %s', async (acceptEncoding, encoding, decompress) => {
    const response = await get('/api-keys', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    const page = decompress(response.rawPayload).toString();
    const nonce = /nonce="([^"]+)"/.exec(page)?.[1];
    expect(nonce).toBeDefined();
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip;q=1, br;q=0', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ])('sends the runtime configuration to a client accepting %s as %s', async (acceptEncoding, encoding, decompress) => {
    const response = await get('/runtime-config.json', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(decompress(response.rawPayload).toString())).toHaveProperty('graphqlUrl');
  });

  it('answers the revalidation of an unchanged compressed manifest with a 304 and no body', async () => {
    const first = await get(REMOTE_MANIFEST, 'br, gzip');
    expect(first.headers['content-encoding']).toBe('br');
    const again = await t.app.inject({
      method: 'GET',
      url: REMOTE_MANIFEST,
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a file the build left uncompressed as it is to a client that accepts compression', async () => {
    const response = await get('/color-mode.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('colour mode');
  });
});
