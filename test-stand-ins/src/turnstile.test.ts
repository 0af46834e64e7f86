// The siteverify stand-in answers as Cloudflare does, so the product's bot check meets real answers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HUMAN_TOKEN, SECRET_KEY, startTurnstileStandIn, type TurnstileStandIn } from './turnstile.ts';

describe('the Turnstile siteverify stand-in', () => {
  let standIn: TurnstileStandIn;
  before(async () => {
    standIn = await startTurnstileStandIn();
  });
  after(() => standIn.close());

  const verify = async (fields: Record<string, string>) => {
    const response = await fetch(standIn.verifyUrl, { method: 'POST', body: new URLSearchParams(fields) });
    return { status: response.status, body: (await response.json()) as { success: boolean; 'error-codes': string[] } };
  };

  test('accepts only the human token with its secret, with Cloudflare error codes otherwise, and records each call', async () => {
    assert.deepEqual((await verify({ secret: SECRET_KEY, response: HUMAN_TOKEN })).body['error-codes'], []);
    assert.deepEqual((await verify({ secret: SECRET_KEY, response: 'robot' })).body, {
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    assert.deepEqual((await verify({ secret: 'other', response: '' })).body, {
      success: false,
      'error-codes': ['invalid-input-secret', 'missing-input-response'],
    });
    assert.deepEqual(
      standIn.calls.map((call) => [call.fields.response, call.success]),
      [
        [HUMAN_TOKEN, true],
        ['robot', false],
        ['', false],
      ],
    );
  });

  test('answers 500 with a page, not JSON, while broken', async () => {
    standIn.setBroken(true);
    try {
      const response = await fetch(standIn.verifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret: SECRET_KEY, response: HUMAN_TOKEN }),
      });
      assert.equal(response.status, 500);
      assert.equal(response.headers.get('content-type'), 'text/html');
    } finally {
      standIn.setBroken(false);
    }
  });
});
