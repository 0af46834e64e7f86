// The REST transport rules on a bare Fastify instance, for cases no product route exercises yet.
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { installAccessControl } from './access-control.js';
import { installErrorHandler } from './error-handler.js';
import { installValidators } from './validation.js';

function bareApp() {
  const app = Fastify();
  installValidators(app);
  installErrorHandler(app);
  return app;
}

describe('validation', () => {
  it('answers 422 listing the allowed values for an unknown enum value', async () => {
    const app = bareApp();
    app.get('/usage', {
      schema: { querystring: { type: 'object', properties: { window: { type: 'string', enum: ['24h', '7d'] } } } },
      handler: async () => ({}),
    });
    const response = await app.inject({ method: 'GET', url: '/usage?window=1y' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [{ loc: ['query', 'window'], msg: "Input should be '24h', '7d'", type: 'enum' }],
    });
  });

  it('coerces numeric query parameters but not JSON body fields', async () => {
    const app = bareApp();
    const schema = { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } }, required: ['limit'] };
    app.get('/q', { schema: { querystring: schema }, handler: async (request) => request.query });
    app.post('/b', { schema: { body: schema }, handler: async (request) => request.body });
    expect((await app.inject({ method: 'GET', url: '/q?limit=5' })).json()).toEqual({ limit: 5 });
    const body = await app.inject({ method: 'POST', url: '/b', payload: { limit: '5' } });
    expect(body.statusCode).toBe(422);
    expect(body.json().detail[0]).toMatchObject({ loc: ['body', 'limit'], type: 'integer_type' });
  });

  it('reads query and path numbers only as decimal digits, not as exponents, hex or padded text', async () => {
    const app = bareApp();
    const schema = {
      type: 'object',
      properties: { limit: { type: 'integer' }, ratio: { type: 'number' }, name: { type: 'string' } },
      required: ['name'],
    };
    app.get('/q', { schema: { querystring: schema }, handler: async (request) => request.query });
    app.get('/p/:limit', {
      schema: { params: { type: 'object', properties: { limit: { type: 'integer' } } } },
      handler: async (request) => request.params,
    });
    expect((await app.inject({ method: 'GET', url: '/q?limit=-12&ratio=0.5&name=x' })).json()).toEqual({
      limit: -12,
      ratio: 0.5,
      name: 'x',
    });
    for (const [limit, ratio] of [
      ['1e2', '1'],
      ['0x10', '1'],
      ['%205', '1'],
      ['5.', '1'],
      ['', '1'],
      ['5', '1e-1'],
      ['5', '.5'],
    ]) {
      const response = await app.inject({ method: 'GET', url: `/q?limit=${limit}&ratio=${ratio}&name=x` });
      expect(response.statusCode).toBe(422);
      const field = ratio === '1' ? 'limit' : 'ratio';
      expect(response.json().detail).toEqual([
        {
          loc: ['query', field],
          msg: `Input should be a valid ${field === 'limit' ? 'integer' : 'number'}`,
          type: `${field === 'limit' ? 'integer' : 'number'}_type`,
        },
      ]);
    }
    const alongOthers = await app.inject({ method: 'GET', url: '/q?limit=1e2' });
    expect(alongOthers.json().detail).toEqual([
      { loc: ['query', 'limit'], msg: 'Input should be a valid integer', type: 'integer_type' },
      { loc: ['query', 'name'], msg: 'Field required', type: 'missing' },
    ]);
    expect((await app.inject({ method: 'GET', url: '/p/0x10' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/p/16' })).json()).toEqual({ limit: 16 });
  });

  it('answers 422 for an empty JSON body where one is required', async () => {
    const app = bareApp();
    app.post('/b', { schema: { body: { type: 'object' } }, handler: async () => ({}) });
    const response = await app.inject({
      method: 'POST',
      url: '/b',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(422);
  });

  it('hides the cause of unexpected failures behind a generic 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal Server Error' });
  });
});

describe('access control', () => {
  it('refuses to start when a route does not declare who may call it', async () => {
    const app = bareApp();
    installAccessControl(app, []);
    expect(() => app.get('/forgotten', async () => 'open')).toThrow('does not declare config.access');
  });

  it('accepts routes that declare an access level', async () => {
    const app = bareApp();
    installAccessControl(app, []);
    app.get('/open', { config: { access: 'public' } }, async () => 'open');
    await expect(app.ready()).resolves.toBeDefined();
  });
});
