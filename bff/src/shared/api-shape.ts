// One description per API shape. A shape is written once, as a TypeBox object in the services'
// camelCase, and its TypeScript type is derived from it. Everything else that repeats it is
// derived too: the REST face (snake_case names, timestamps as ISO text) here, the GraphQL classes
// in graphql/typebox-classes.ts, the OpenAPI document from the routes' schemas.
import { Type, type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from 'typebox';

/** A value that may also be null, written as JSON Schema's `type: [t, 'null']` (one ajv error, not anyOf's several). */
export function Nullable<S extends TSchema>(schema: S): TUnsafe<Static<S> | null> {
  const { type } = schema as { type?: unknown };
  if (typeof type !== 'string') throw new Error('Nullable takes a schema of one type');
  return Type.Unsafe<Static<S> | null>({ ...schema, type: [type, 'null'] });
}

/** One of `values`, written as JSON Schema's `enum` (one refusal naming them all, not anyOf's one per value). */
export function StringEnum<V extends string>(
  values: readonly V[],
  options: { description?: string; default?: V } = {},
): TUnsafe<V> {
  return Type.Unsafe<V>({ type: 'string', enum: values, ...options });
}

/** A moment: a Date in services and GraphQL, ISO 8601 text over REST. */
export const Timestamp = (options: { description?: string } = {}) =>
  Type.Unsafe<Date>({ type: 'string', format: 'date-time', ...options });

/** `fullName` → `full_name`, at the type level. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type SnakeCaseProperties<P extends TProperties> = { [K in keyof P as SnakeCase<K & string>]: P[K] };

/** What a value of `T` looks like in JSON over REST. */
type Wire<T> = T extends Date ? string : T;
export type RestAnswer<T> = { [K in keyof T as SnakeCase<K & string>]: Wire<T[K]> };

/** The same object schema with snake_case property names: a REST body, query or answer. */
export function snakeCased<P extends TProperties>(
  schema: TObject<P>,
  options: Record<string, unknown> = {},
): TObject<SnakeCaseProperties<P>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [snakeCase(name), property]),
  );
  const required = ((schema.required ?? []) as string[]).map(snakeCase);
  const { properties: _properties, required: _required, ...rest } = schema as unknown as Record<string, unknown>;
  return { ...rest, ...options, properties, ...(required.length > 0 ? { required } : {}) } as unknown as TObject<
    SnakeCaseProperties<P>
  >;
}

/** A REST body's or query's values under the services' names (only those it holds). */
export function camelCased<P extends TProperties>(
  schema: TObject<P>,
  values: Static<TObject<SnakeCaseProperties<P>>>,
): Static<TObject<P>> {
  const source = values as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const name of Object.keys(schema.properties)) {
    const wireName = snakeCase(name);
    if (source[wireName] !== undefined) result[name] = source[wireName];
  }
  return result as Static<TObject<P>>;
}

/**
 * The REST face of an answer shape: `ref` for routes' `response` (a reference to the schema by
 * its `id` when it has one, which `app.addSchema(schema)` registers and OpenAPI lists as a
 * component), and the converter from the services' object to the answer.
 */
export function restAnswer<P extends TProperties>(shape: TObject<P>, id?: string) {
  type Answer = RestAnswer<Static<TObject<P>>>;
  const names = Object.keys(shape.properties).map((name) => [name, snakeCase(name)] as const);
  const schema = id ? { $id: id, ...snakeCased(shape) } : snakeCased(shape);
  return {
    schema,
    ref: Type.Unsafe<Answer>(id ? { $ref: `${id}#` } : schema),
    from(value: Static<TObject<P>>): Answer {
      const source = value as Record<string, unknown>;
      const answer: Record<string, unknown> = {};
      for (const [name, wireName] of names) {
        const field = source[name];
        answer[wireName] = field instanceof Date ? field.toISOString() : field;
      }
      return answer as Answer;
    },
  };
}

/** A page of a list, as REST and GraphQL both answer it. */
export const pageOf = <S extends TSchema>(items: S) => Type.Object({ data: Type.Array(items), count: Type.Integer() });
