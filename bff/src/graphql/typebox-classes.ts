// GraphQL's classes derived from the shapes' TypeBox objects (shared/api-shape.ts), so a field is
// written once. type-graphql describes a type by decorating a class; here the decorators are
// applied to a class made for the shape. An input type also keeps its shape's check, which
// `validateInput` (buildSchema's validateFn) runs on every argument of that type: the rules and
// words of the REST body with the same shape.
import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString, type GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import type { Static, TObject, TProperties } from 'typebox';
import { Field, InputType, ObjectType, type ValidatorFn } from 'type-graphql';
import { checkerOf } from '../shared/input-validation.js';

type ShapeClass<P extends TProperties> = new () => Static<TObject<P>>;

interface JsonSchemaField {
  type?: string | string[];
  format?: string;
  description?: string;
}

/** The GraphQL scalar of a field: a uuid is an ID, a date-time a DateTimeISO. */
function scalarOf(name: string, field: JsonSchemaField): GraphQLScalarType {
  const type = [field.type].flat().find((each) => each !== 'null');
  if (type === 'string') return field.format === 'uuid' ? GraphQLID : field.format === 'date-time' ? GraphQLDateTimeISO : GraphQLString;
  if (type === 'boolean') return GraphQLBoolean;
  if (type === 'integer') return GraphQLInt;
  if (type === 'number') return GraphQLFloat;
  throw new Error(`No GraphQL type for the field ${name} (${JSON.stringify(field)})`);
}

function classOf<P extends TProperties>(name: string, schema: TObject<P>): ShapeClass<P> {
  const made = { [name]: class {} }[name]!;
  const required = new Set<string>((schema.required ?? []) as string[]);
  for (const [fieldName, property] of Object.entries(schema.properties)) {
    const field = property as JsonSchemaField;
    const nullable = !required.has(fieldName) || [field.type].flat().includes('null');
    const scalar = scalarOf(`${name}.${fieldName}`, field);
    Field(() => scalar, { nullable, ...(field.description ? { description: field.description } : {}) })(made.prototype, fieldName);
  }
  return made as unknown as ShapeClass<P>;
}

/** A GraphQL object type with the shape's fields. */
export function objectTypeOf<P extends TProperties>(name: string, schema: TObject<P>): ShapeClass<P> {
  const made = classOf(name, schema);
  ObjectType(name)(made);
  return made;
}

const checks = new WeakMap<Function, (value: unknown) => void>();

/**
 * A GraphQL input type with the shape's fields: a field the shape may leave out is nullable, and
 * an explicit null for a field that cannot be null counts as left out, as GraphQL clients mean it.
 */
export function inputTypeOf<P extends TProperties>(name: string, schema: TObject<P>): ShapeClass<P> {
  const made = classOf(name, schema);
  InputType(name)(made);
  const check = checkerOf(schema, 'input');
  const nonNullable = Object.entries(schema.properties)
    .filter(([, property]) => ![(property as JsonSchemaField).type].flat().includes('null'))
    .map(([fieldName]) => fieldName);
  checks.set(made, (value) => {
    const fields = value as Record<string, unknown>;
    for (const fieldName of nonNullable) if (fields[fieldName] === null) delete fields[fieldName];
    check(fields);
  });
  return made;
}

/** buildSchema's validateFn: an argument of a type made by `inputTypeOf` must pass its shape's check. */
export const validateInput: ValidatorFn = (value, type) => {
  if (typeof type === 'function') checks.get(type)?.(value);
};
