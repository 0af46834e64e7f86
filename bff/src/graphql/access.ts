// Deny by default for GraphQL: every Query and Mutation field declares its access with
// @Access, and a global middleware refuses any root field that did not.
import type { MiddlewareFn } from 'type-graphql';
import { ForbiddenError } from '../shared/errors.js';
import type { Access as AccessLevel } from '../shared/access.js';
import type { RequestScope } from '../request-scope.js';

const declaredAccess = new Map<string, AccessLevel>();

export function Access(access: AccessLevel): MethodDecorator {
  return (_target, propertyKey) => {
    declaredAccess.set(String(propertyKey), access);
  };
}

/** The access a root field declared, if it did. */
export function declaredAccessOf(fieldName: string): AccessLevel | undefined {
  return declaredAccess.get(fieldName);
}

/** The operation types whose fields are the API's entry points. */
export const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

export const enforceDeclaredAccess: MiddlewareFn<RequestScope> = async ({ info, context }, next) => {
  if (ROOT_TYPES.has(info.parentType.name)) {
    const access = declaredAccess.get(info.fieldName);
    if (!access) throw new ForbiddenError("The user doesn't have enough privileges");
    await context.require(access);
  }
  return next();
};
