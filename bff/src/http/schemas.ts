// JSON schemas shared by every REST route's OpenAPI description.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Access } from '../shared/access.js';
import { securityFor } from './access-control.js';
import { validatesInput } from './validation.js';

export const detailSchema = Type.Object({ detail: Type.String() });

/** A route's error answers, each `{"detail": ...}`, by status: `response: { 200: ..., ...detailAnswers(400, 404) }`. */
export function detailAnswers<Status extends number>(...statuses: Status[]): Record<Status, typeof detailSchema> {
  return Object.fromEntries(statuses.map((status) => [status, detailSchema])) as Record<Status, typeof detailSchema>;
}

export const messageSchema = Type.Object({ message: Type.String() });

/** A 422's body: the list of what the input got wrong (http/error-handler.ts writes it). */
export const unprocessableSchema = Type.Object({ detail: Type.Optional(Type.Unknown()) });

/** The OpenAPI words each route of one tag repeats: the tag, its summary and the credential it takes. */
export function describedUnder(tag: string, access: Access) {
  const security = securityFor(access);
  return (summary: string) => ({ tags: [tag], summary, security });
}

const NOT_AUTHENTICATED = { ...detailSchema, description: 'No credential, or one not accepted' };
const FORBIDDEN = { ...detailSchema, description: 'A token no longer valid, or rights the caller lacks' };
const VALIDATION_ERROR = { ...unprocessableSchema, description: 'Validation Error' };

/**
 * The answers a route gives for what it is, not for what it does, written into its description so
 * that generated clients know them without each route listing them: 422 where it validates its
 * input (the list http/error-handler.ts writes), 401 where it needs a credential (none, or one not
 * accepted), and 403 where that credential is a user's (a token no longer valid, rights lacking).
 * A route's own declaration of any of them stands.
 */
export function installCommonAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema?.response || schema.hide) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    const common = {
      ...(access === 'user' || access === 'superuser' ? { 401: NOT_AUTHENTICATED, 403: FORBIDDEN } : {}),
      ...(access === 'apiKey' ? { 401: NOT_AUTHENTICATED } : {}),
      ...(validatesInput(route) ? { 422: VALIDATION_ERROR } : {}),
    };
    route.schema = { ...schema, response: { ...common, ...(schema.response as object) } };
  });
}
