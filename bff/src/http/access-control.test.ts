// Where access control puts each route's check, on a bare Fastify instance with a stand-in
// request scope: before the request is read, or inside a handler that nothing precedes.
import { describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyRequest } from 'fastify';
import type { RequestScope } from '../request-scope.js';
import { UnauthenticatedError } from '../shared/errors.js';
import { installAccessControl } from './access-control.js';
import { installErrorHandler } from './error-handler.js';
import { acceptAnyInput, installValidators } from './validation.js';

/** An app whose callers pass the check with `x-allowed: yes`; `checks` counts the checks made. */
function guardedApp() {
  const app = Fastify();
  installValidators(app);
  installErrorHandler(app);
  installAccessControl(app, []);
  const state = { checks: 0 };
  app.decorateRequest('scope', {
    getter(this: FastifyRequest) {
      return {
        requireNow: () => {
          state.checks += 1;
          return this.headers['x-allowed'] === 'yes'
            ? undefined
            : Promise.reject(new UnauthenticatedError('Not authenticated'));
        },
      } as unknown as RequestScope;
    },
  });
  return { app, state };
}

const itemSchema = { body: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } };

describe('access control', () => {
  it('refuses a caller before its body is parsed or validated, and checks once', async () => {
    const { app, state } = guardedApp();
    app.post('/items', { config: { access: 'user' }, schema: itemSchema, handler: async () => ({ ok: true }) });
    for (const payload of ['{}', '{"title": ', '{"title": "x"}']) {
      const response = await app.inject({
        method: 'POST',
        url: '/items',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    }
    expect(state.checks).toBe(3);
    const allowed = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json', 'x-allowed': 'yes' },
      payload: '{}',
    });
    expect(allowed.statusCode).toBe(422);
    expect(state.checks).toBe(4);
  });

  it("checks a GET's query before validating it, on the HEAD route Fastify adds too", async () => {
    const { app } = guardedApp();
    const querystring = { type: 'object', properties: { limit: { type: 'integer' } } };
    app.get('/list', { config: { access: 'user' }, schema: { querystring }, handler: async () => ({ data: [] }) });
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await app.inject({ method, url: '/list?limit=ten' })).statusCode).toBe(401);
      expect((await app.inject({ method, url: '/list?limit=ten', headers: { 'x-allowed': 'yes' } })).statusCode).toBe(
        422,
      );
    }
  });

  it("runs a checked route's own hooks after the check", async () => {
    const { app } = guardedApp();
    const ran: string[] = [];
    app.post('/items', {
      config: { access: 'user' },
      schema: itemSchema,
      onRequest: async () => void ran.push('onRequest'),
      preHandler: async () => void ran.push('preHandler'),
      handler: async () => ({ ok: true }),
    });
    expect((await app.inject({ method: 'POST', url: '/items', payload: { title: 'x' } })).statusCode).toBe(401);
    expect(ran).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: '/items', payload: { title: 'x' }, headers: { 'x-allowed': 'yes' } }))
        .statusCode,
    ).toBe(200);
    expect(ran).toEqual(['onRequest', 'preHandler']);
  });

  it('checks inside the handler of a GET that reads nothing before it', async () => {
    const { app } = guardedApp();
    app.get('/me', { config: { access: 'user' }, handler: async () => ({ me: true }) });
    app.get('/data/*', {
      config: { access: 'apiKey' },
      schema: { params: { type: 'object' } },
      validatorCompiler: acceptAnyInput,
      handler: async () => ({}),
    });
    expect((await app.inject({ method: 'GET', url: '/me' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/data/x' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/me', headers: { 'x-allowed': 'yes' } })).json()).toEqual({
      me: true,
    });
  });

  it('refuses to start when such a route declares a hook that would run before its check', () => {
    const { app } = guardedApp();
    for (const hook of ['onRequest', 'preParsing', 'preValidation', 'preHandler']) {
      expect(() =>
        app.get(`/with-${hook}`, { config: { access: 'user' }, [hook]: async () => {}, handler: async () => ({}) }),
      ).toThrow(`its ${hook} hook would run before the access check`);
    }
    expect(() =>
      app.get('/public', { config: { access: 'public' }, preHandler: async () => {}, handler: async () => ({}) }),
    ).not.toThrow();
  });
});
