// GraphQL's classes derived from the shapes' TypeBox objects (shared/api-shape.ts), so a field is
// written once. type-graphql describes a type by decorating a class; here the decorators are
// applied to a class made for the shape. An input or arguments type also keeps its shape's check,
// which `validateInput` (buildSchema's validateFn) runs on every argument of that type: the rules
// and words of the REST body or query with the same shape.
import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString, type GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import type { Static, TObject, TProperties } from 'typebox';
import { ArgsType, Field, InputType, ObjectType, type ClassType, type ValidatorFn } from 'type-graphql';
import { checkerOf } from '../shared/input-validation.js';
import { Cost, FIELD_WEIGHT } from './operation-cost.js';

type ShapeClass<P extends TProperties> = new () => Static<TObject<P>>;

interface JsonSchemaField {
  type?: string | string[];
  format?: string;
  description?: string;
  default?: unknown;
  items?: JsonSchemaField;
  maxItems?: number;
  properties?: object;
}

/**
 * The object types made so far, by their shape's properties (which a copy of the shape with a
 * description of its own keeps): a shape nested in a later one is that field's type.
 */
const objectTypes = new WeakMap<object, { made: ClassType; description: string | undefined }>();

/** The GraphQL scalar of a field: a uuid is an ID, a date-time a DateTimeISO. */
function scalarOf(name: string, field: JsonSchemaField): GraphQLScalarType {
  const type = [field.type].flat().find((each) => each !== 'null');
  if (type === 'string')
    return field.format === 'uuid' ? GraphQLID : field.format === 'date-time' ? GraphQLDateTimeISO : GraphQLString;
  if (type === 'boolean') return GraphQLBoolean;
  // An int64 may outgrow GraphQL's 32-bit Int; a Float holds it exactly up to 2^53.
  if (type === 'integer') return field.format === 'int64' ? GraphQLFloat : GraphQLInt;
  if (type === 'number') return GraphQLFloat;
  throw new Error(`No GraphQL type for the field ${name} (${JSON.stringify(field)})`);
}

/** A field's GraphQL type: a scalar, an object type made earlier for the nested shape, or a list of either. */
function fieldTypeOf(
  name: string,
  field: JsonSchemaField,
): GraphQLScalarType | ClassType | [GraphQLScalarType | ClassType] {
  const type = [field.type].flat().find((each) => each !== 'null');
  if (type === 'array' && field.items) return [fieldTypeOf(`${name}[]`, field.items) as GraphQLScalarType | ClassType];
  if (type !== 'object') return scalarOf(name, field);
  const made = field.properties && objectTypes.get(field.properties);
  if (!made) throw new Error(`The field ${name} nests a shape without an object type: make its objectTypeOf first`);
  return made.made;
}

function classOf<P extends TProperties>(name: string, schema: TObject<P>): ShapeClass<P> {
  const made = { [name]: class {} }[name]!;
  const required = new Set<string>((schema.required ?? []) as string[]);
  for (const [fieldName, property] of Object.entries(schema.properties)) {
    const field = property as JsonSchemaField;
    // A field the shape may leave out is nullable, unless a default stands in for it.
    const nullable = (!required.has(fieldName) && field.default === undefined) || [field.type].flat().includes('null');
    const fieldType = fieldTypeOf(`${name}.${fieldName}`, field);
    // A nested shape's own description is its type's; the field says what it holds only with a description of its own.
    const description =
      field.properties && field.description === objectTypes.get(field.properties)?.description
        ? undefined
        : field.description;
    const options = {
      nullable,
      ...(description ? { description } : {}),
      ...(field.default !== undefined ? { defaultValue: field.default } : {}),
    };
    Field(() => fieldType, options)(made.prototype, fieldName);
    // A list of objects is priced by its longest length, which its shape states (maxItems).
    if (Array.isArray(fieldType) && typeof fieldType[0] === 'function') {
      if (field.maxItems === undefined) throw new Error(`The list ${name}.${fieldName} needs a maxItems`);
      Cost({ weight: FIELD_WEIGHT.rows, listSize: { assumedSize: field.maxItems } })(made.prototype, fieldName);
    }
  }
  return made as unknown as ShapeClass<P>;
}

/** A GraphQL object type with the shape's fields. */
export function objectTypeOf<P extends TProperties>(name: string, schema: TObject<P>): ShapeClass<P> {
  const made = classOf(name, schema);
  const { description } = schema as JsonSchemaField;
  ObjectType(name, description ? { description } : {})(made);
  objectTypes.set(schema.properties, { made, description });
  return made;
}

const checks = new WeakMap<object, (value: unknown) => void>();

/**
 * Runs the shape's check on every argument of `made`'s type. An explicit null for a field that
 * cannot be null counts as left out, as GraphQL clients mean it. `part` heads each refusal's `loc`.
 */
function checkedBy<P extends TProperties>(made: ShapeClass<P>, schema: TObject<P>, part: string | null) {
  const check = checkerOf(schema, part);
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

/** A GraphQL input type with the shape's fields, refused by the shape's rules (`loc` starts at `input`, the argument's name). */
export function inputTypeOf<P extends TProperties>(name: string, schema: TObject<P>): ShapeClass<P> {
  const made = classOf(name, schema);
  InputType(name)(made);
  return checkedBy(made, schema, 'input');
}

/** Arguments (`@Args`) with the shape's fields, refused by the shape's rules (`loc` is the argument's name). */
export function argsTypeOf<P extends TProperties>(name: string, schema: TObject<P>): ShapeClass<P> {
  const made = classOf(name, schema);
  ArgsType()(made);
  return checkedBy(made, schema, null);
}

/** The GraphQL type of one page of a list: its objects (`data`) and how many there are in all (`count`). */
export function pageTypeOf<T extends object>(
  name: string,
  itemType: ClassType<T>,
): ClassType<{ data: T[]; count: number }> {
  const made = { [name]: class {} }[name]!;
  Field(() => [itemType])(made.prototype, 'data');
  Field(() => Number)(made.prototype, 'count');
  ObjectType(name)(made);
  return made as ClassType<{ data: T[]; count: number }>;
}

/** buildSchema's validateFn: an argument of a type made by `inputTypeOf` must pass its shape's check. */
export const validateInput: ValidatorFn = (value, type) => {
  if (typeof type === 'function') checks.get(type)?.(value);
};
