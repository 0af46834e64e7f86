// Large API answers travel compressed when the client says it can read them (br, then gzip), plain
// when it does not, and small ones always plain; the data proxy's answers go out as they are.
// Over real HTTP, with a client that does not decompress by itself, so the bytes are checked as sent.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { startProxyFixture, type ProxyFixture } from '../test-support/proxy-fixture.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

let f: ProxyFixture;
let origin: string;
beforeAll(async () => {
  f = await startProxyFixture();
  origin = await f.t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => f.close());

interface Sent {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  /** The body as sent, and as the client reads it once decoded. */
  sentBytes: number;
  text: string;
}

async function call(
  path: string,
  options: { acceptEncoding?: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.acceptEncoding !== undefined) headers['accept-encoding'] = options.acceptEncoding;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await request(origin + path, { method: options.method ?? 'GET', headers, body: options.body });
  const sent = Buffer.from(await response.body.arrayBuffer());
  const encoding = response.headers['content-encoding'] as string | undefined;
  const decoded = encoding === 'br' ? brotliDecompressSync(sent) : encoding === 'gzip' ? gunzipSync(sent) : sent;
  return {
    status: response.statusCode,
    encoding,
    vary: response.headers.vary as string | undefined,
    sentBytes: sent.length,
    text: decoded.toString('utf8'),
  };
}

const ENDPOINTS_QUERY = JSON.stringify({
  query: '{ dataEndpoints { id path summary description returns parameters { name description example } } }',
});

describe('compressed API answers', () => {
  it('sends a large JSON answer compressed with brotli or gzip, as the client prefers, with Vary: Accept-Encoding, and the same JSON plain to a client that asks for nothing', async () => {
    const plain = await call('/api/openapi.json');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.sentBytes).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const document = JSON.parse(plain.text) as unknown;

    const brotli = await call('/api/openapi.json', { acceptEncoding: 'gzip, deflate, br' });
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toMatch(/accept-encoding/i);
    expect(brotli.sentBytes).toBeLessThan(plain.sentBytes / 3);
    expect(JSON.parse(brotli.text)).toEqual(document);

    const gzip = await call('/api/openapi.json', { acceptEncoding: 'br;q=0, gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gzip.text)).toEqual(document);

    expect((await call('/api/openapi.json', { acceptEncoding: 'identity' })).encoding).toBeUndefined();
  });

  it('sends a large GraphQL answer compressed when asked, plain when not', async () => {
    const asked = await call('/graphql', { method: 'POST', body: ENDPOINTS_QUERY, acceptEncoding: 'gzip' });
    expect(asked.status).toBe(200);
    expect(asked.encoding).toBe('gzip');
    const plain = await call('/graphql', { method: 'POST', body: ENDPOINTS_QUERY });
    expect(plain.encoding).toBeUndefined();
    expect(plain.sentBytes).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(asked.text)).toEqual(JSON.parse(plain.text));
  });

  it('sends answers under the threshold plain, whatever the client accepts', async () => {
    const small = await call('/api/utils/health-check/', { acceptEncoding: 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.encoding).toBeUndefined();
    expect(small.text).toBe('true');
  });

  it("leaves the data proxy's answers, cached or not, uncompressed", async () => {
    const path = '/api/transfermarkt/clubs/11/players?compression=1';
    for (const expected of ['MISS', 'HIT']) {
      const response = await request(origin + path, { headers: { 'x-api-key': f.key, 'accept-encoding': 'br, gzip' } });
      const body = Buffer.from(await response.body.arrayBuffer());
      expect(response.headers['x-cache']).toBe(expected);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(() => JSON.parse(body.toString('utf8')) as unknown).not.toThrow();
    }
  });
});
