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
    expect(response.json()).toEqual({ detail: [{ loc: ['query', 'window'], msg: "Input should be '24h', '7d'", type: 'enum' }] });
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

  it('answers 422 for an empty JSON body where one is required', async () => {
    const app = bareApp();
    app.post('/b', { schema: { body: { type: 'object' } }, handler: async () => ({}) });
    const response = await app.inject({ method: 'POST', url: '/b', headers: { 'content-type': 'application/json' }, payload: '' });
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
