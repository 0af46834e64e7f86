// Request bodies are JSON in UTF-8: bytes that are not UTF-8 are refused, not stored as
// replacement characters, and a body that is not JSON at all answers 415 or 422, never 500.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rest } from '../test-support/graphql.js';
import { bearer, startTestApp, SUPERUSER, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(SUPERUSER.email, SUPERUSER.password);
});
afterAll(() => t.close());

const itemCount = async () => (await rest(t.app, 'GET', '/api/items/', token)).json().count;
const postItem = (payload: Buffer, contentType = 'application/json; charset=utf-8') =>
  t.app.inject({
    method: 'POST',
    url: '/api/items/',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });

describe('JSON request bodies', () => {
  it('refuses bytes that are not UTF-8 with 422 "JSON decode error", storing nothing', async () => {
    const before = await itemCount();
    const response = await postItem(
      Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] });
    expect(await itemCount()).toBe(before);
  });

  it('keeps every character of valid UTF-8, accents and emoji alike', async () => {
    const response = await postItem(Buffer.from(JSON.stringify({ title: 'Mbappé ⚽ 🇫🇷' })));
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Mbappé ⚽ 🇫🇷');
  });

  it('refuses a prototype-poisoning body as invalid JSON, as Fastify does', async () => {
    const response = await postItem(Buffer.from('{"title":"x","__proto__":{"isSuperuser":true}}'));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].type).toBe('json_invalid');
  });
});
