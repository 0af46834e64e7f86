// JSON schemas shared by every REST route's OpenAPI description.
import { Type } from 'typebox';
import type { Access } from '../shared/access.js';
import { securityFor } from './access-control.js';

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
