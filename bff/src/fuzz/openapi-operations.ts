// The REST operations /api/openapi.json documents, and well-formed values for their parameters
// and bodies (from each schema and example), which a fuzz case keeps where it does not vary.
import fc from 'fast-check';
import type { Callers } from './fuzz-target.js';

export type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
  example?: unknown;
}

export interface Operation {
  method: string;
  /** The path as documented, e.g. /api/items/{id}. */
  path: string;
  parameters: Parameter[];
  body: { contentType: string; schema: Schema } | null;
  security: 'none' | 'bearer' | 'apiKey';
}

/** Every operation of the document, with `$ref`s in parameters and bodies resolved. */
export function operationsOf(openapi: Schema): Operation[] {
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (typeof schema.$ref === 'string') return resolve(openapi.components.schemas[schema.$ref.split('/').pop()!]);
    const resolved: Schema = { ...schema };
    if (schema.properties)
      resolved.properties = Object.fromEntries(
        Object.entries(schema.properties as Schema).map(([k, v]) => [k, resolve(v)]),
      );
    if (schema.items) resolved.items = resolve(schema.items);
    return resolved;
  };
  return Object.entries(openapi.paths as Record<string, Record<string, Schema>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = Object.entries((operation.requestBody?.content ?? {}) as Record<string, { schema: Schema }>)[0];
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      return {
        method: method.toUpperCase(),
        path,
        parameters: ((operation.parameters ?? []) as Parameter[]).map((parameter) => ({
          ...parameter,
          schema: resolve(parameter.schema),
        })),
        body: content ? { contentType: content[0], schema: resolve(content[1].schema) } : null,
        security: scheme === 'apiKeyAuth' ? 'apiKey' : scheme === 'bearerAuth' ? 'bearer' : 'none',
      } satisfies Operation;
    }),
  );
}

/** A value its schema allows, so that the fields a case does not vary pass. */
export function validValue(schema: Schema, callers: Callers, example?: unknown): fc.Arbitrary<unknown> {
  if (example !== undefined) return fc.constant(example);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const nullable = schema.nullable === true || types.includes('null');
  const type = types.find((candidate) => candidate !== 'null');
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return validString(schema, callers);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'object': {
        const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
        return fc.record(
          Object.fromEntries(properties.map(([name, property]) => [name, validValue(property, callers)])),
          {
            requiredKeys: (schema.required ?? []) as string[],
          },
        );
      }
      case 'array':
        return fc.array(validValue(schema.items ?? {}, callers), { maxLength: 3 });
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function validString(schema: Schema, callers: Callers): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 30, 30);
  switch (schema.format) {
    case 'email':
      return fc.oneof(
        fc.constantFrom(callers.user.email, callers.superuser.email),
        fc.emailAddress().filter((email) => email.length <= maxLength + 200),
      );
    case 'uuid':
      return fc.oneof(fc.constantFrom(...callers.knownIds), fc.uuid());
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
  }
  if (schema.pattern)
    return fc.stringMatching(new RegExp(schema.pattern as string)).filter((text) => text.length <= 200);
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}
