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

/**
 * A field REST names otherwise than snake_case of the services' name (the specification's `key`
 * for what GraphQL calls `secret`): the schema and the converter use `restName`, GraphQL the
 * property's own name.
 */
export const RestNamed = <S extends TSchema, Name extends string>(
  schema: S,
  restName: Name,
): S & { restName: Name } => ({
  ...schema,
  restName,
});

/** `fullName` → `full_name`, at the type level. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type SnakeCaseProperties<P extends TProperties> = { [K in keyof P as SnakeCase<K & string>]: P[K] };

/** What a value of `T` looks like in JSON over REST: moments as text, names in snake_case at every depth. */
type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? RestAnswer<T>
      : T;
type RestAnswer<T> = { [K in keyof T as SnakeCase<K & string>]: Wire<T[K]> };
/** The REST answer of a shape's properties: as RestAnswer, with a `RestNamed` field under its REST name. */
type RestAnswerOf<P extends TProperties> = {
  [K in keyof P as P[K] extends { restName: infer Name extends string } ? Name : SnakeCase<K & string>]: Wire<
    Static<P[K]>
  >;
};

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

interface SchemaNode {
  restName?: string;
  type?: string | string[];
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
}

/** A field's name over REST: its `RestNamed` name, or snake_case of the services' name. */
const wireNameOf = (name: string, property: TSchema) => (property as SchemaNode).restName ?? snakeCase(name);

/** A field's type apart from null: `object` for a nested shape, `array` for a list. */
const typeOf = (schema: TSchema) => [(schema as SchemaNode).type].flat().find((type) => type !== 'null');

/**
 * The answer shapes that have a REST face with an id, by their properties (which a copy of the
 * shape with a description of its own keeps): where one is nested in another, the other refers to it.
 */
const restIds = new WeakMap<object, string>();

/** A shape's JSON schema over REST: snake_case at every depth, a nested shape with an id as a reference to it. */
function restSchemaOf(schema: TSchema, nested = true): unknown {
  const node = schema as SchemaNode;
  if (typeOf(schema) === 'array' && node.items) return { ...node, items: restSchemaOf(node.items) };
  if (typeOf(schema) !== 'object' || !node.properties) {
    const { restName: _restName, ...leaf } = node;
    return leaf;
  }
  const id = restIds.get(node.properties);
  if (id && nested && node.type === 'object') return { $ref: `${id}#` };
  const properties = Object.fromEntries(
    Object.entries(node.properties).map(([name, property]) => [wireNameOf(name, property), restSchemaOf(property)]),
  );
  const { properties: _properties, required: camelRequired = [], ...rest } = node;
  const required = camelRequired.map((name) => wireNameOf(name, node.properties![name]!));
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

/** The converter from a services' value of the shape to its REST answer, built once per shape. */
function restConverterOf(schema: TSchema): (value: unknown) => unknown {
  const node = schema as SchemaNode;
  if (typeOf(schema) === 'array' && node.items) {
    const item = restConverterOf(node.items);
    return (value) => (Array.isArray(value) ? value.map(item) : value);
  }
  if (typeOf(schema) === 'object' && node.properties) {
    // Only the shape's own fields go out: whatever else a service's object carries stays inside.
    const fields = Object.entries(node.properties).map(
      ([name, property]) => [name, wireNameOf(name, property), restConverterOf(property)] as const,
    );
    return (value) => {
      if (value === null || value === undefined) return value;
      const source = value as Record<string, unknown>;
      const answer: Record<string, unknown> = {};
      for (const [name, wireName, convert] of fields) answer[wireName] = convert(source[name]);
      return answer;
    };
  }
  return (value) => (value instanceof Date ? value.toISOString() : value);
}

/**
 * The REST face of an answer shape: `ref` for routes' `response` (a reference to the schema by
 * its `id` when it has one, which `app.addSchema(schema)` registers and OpenAPI lists as a
 * component; a shape nested in a later one refers to it the same way), and the converter from the
 * services' object to the answer.
 */
export function restAnswer<P extends TProperties>(shape: TObject<P>, id?: string) {
  type Answer = RestAnswerOf<P>;
  const snakeSchema = restSchemaOf(shape, false) as Record<string, unknown>;
  const schema = id ? { $id: id, ...snakeSchema } : snakeSchema;
  if (id) restIds.set(shape.properties, id);
  const convert = restConverterOf(shape);
  return {
    schema,
    ref: Type.Unsafe<Answer>(id ? { $ref: `${id}#` } : schema),
    from: (value: Static<TObject<P>>) => convert(value) as Answer,
  };
}

/** A page of a list, as REST and GraphQL both answer it. */
export const pageOf = <S extends TSchema>(items: S) => Type.Object({ data: Type.Array(items), count: Type.Integer() });
