import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ApiError, configureTouchline, UtilsService } from '../dist/index.js';

// A real server: the health check refused as a busy server refuses it, or answered with the
// headers it received.
let refuse = false;
const server = createServer((request, response) => {
  if (refuse) {
    response
      .writeHead(503, { 'content-type': 'application/json', 'retry-after': '7', 'x-request-id': 'req-busy' })
      .end('{"detail":"Busy"}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(request.headers));
});
let base = '';
before(() =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())).then(
    () => (base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`),
  ),
);
after(() => new Promise((resolve) => server.close(resolve)));

describe('the client settings', () => {
  it("throw a refusal as an ApiError carrying the answer's headers: its request id and Retry-After", async () => {
    refuse = true;
    configureTouchline({ base });
    try {
      await assert.rejects(UtilsService.healthCheck(), (error: unknown) => {
        assert.ok(error instanceof ApiError);
        assert.equal(error.status, 503);
        assert.deepEqual(error.body, { detail: 'Busy' });
        assert.equal(error.headers.get('x-request-id'), 'req-busy');
        assert.equal(error.answer.requestId, 'req-busy');
        assert.equal(error.answer.retryAfterSeconds, 7);
        return true;
      });
    } finally {
      refuse = false;
    }
  });

  it('send the headers of the latest settings only: a header left out of them is no longer sent', async () => {
    configureTouchline({ base, headers: { 'X-Trace': 'one' } });
    const first = (await UtilsService.healthCheck()).data as unknown as Record<string, string>;
    assert.equal(first['x-trace'], 'one');
    configureTouchline({ base });
    const second = (await UtilsService.healthCheck()).data as unknown as Record<string, string>;
    assert.equal(second['x-trace'], undefined);
  });
});
