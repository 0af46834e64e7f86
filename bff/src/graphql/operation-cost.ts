// Every GraphQL operation is priced from its text before anything of it runs, and refused when it
// passes any of the limits below, whoever sends it. Without this one anonymous request asking for
// `dataEndpoints` under 2,000 aliases held the event loop for seconds and took over a gigabyte.
//
// The price is a property of the document alone, so it is computed once per document (Apollo keeps
// validated documents) and cannot be dodged by variables: a list argument given as a variable counts
// at the most the field returns. Fragments are expanded as execution would, but each is measured once
// (per list-sizing context), so a document that spreads fragments into one another exponentially is
// measured in linear time, and refused by its expanded size.
//
// Field costs follow the shape of the GraphQL Cost Directive specification (weights and list sizes
// with slicing arguments and sized fields), declared with @Cost on the type-graphql fields and kept in
// the schema's field extensions, where this rule reads them.
import {
  BREAK,
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { Extensions } from 'type-graphql';

/** How many items a list field returns at most, or is assumed to return. */
type ListSize = ({ slicingArgument: string; max: number } | { assumedSize: number }) & {
  /**
   * The fields of the returned object that hold the list (a page's `data`); without them the field
   * itself is the list.
   */
  sizedFields?: readonly string[];
};

export interface FieldCost {
  /** What resolving the field costs once, in objects resolved: 1 for a row read, more for hashing or mail. */
  weight: number;
  listSize?: ListSize;
}

/** Weights of root fields, in objects resolved. */
export const FIELD_WEIGHT = {
  /** Reads or writes a few rows. */
  rows: 1,
  /** Adds up a window of usage rollups. */
  rollups: 10,
  /** Hashes or checks a password (argon2, tens of milliseconds of CPU), or sends a message. */
  passwordOrMail: 10,
  /** Waits on a round trip to a payment provider (Stripe). */
  paymentProvider: 10,
} as const;

/**
 * Declares what a field costs. Every root field declares one (the route inventory test holds it), and
 * so does every list of objects, whose length the price multiplies.
 */
export function Cost(cost: FieldCost) {
  return Extensions({ cost });
}

export function declaredCostOf(field: GraphQLField<unknown, unknown>): FieldCost | undefined {
  return field.extensions?.cost as FieldCost | undefined;
}

/**
 * The limits of one operation. The dashboard's own operations stay under half of each
 * (operation-cost.test.ts measures every one of them); GraphQL's standard introspection query,
 * which development tools send, stays under them too (depth 15, 220 fields, 163 tokens).
 */
export const OPERATION_LIMITS = {
  /** Lexical tokens in the whole document, counted by the parser, which stops at the limit. */
  tokens: 1000,
  /** Fields nested in fields. */
  depth: 20,
  /** Fields asked for under another name, fragments expanded. */
  aliases: 20,
  /** Fields at the operation's top level, each an entry point that runs a resolver of its own. */
  rootFields: 10,
  /** Fields selected, fragments expanded. */
  fields: 500,
  /** Objects the operation could resolve, every list at the most it returns, and declared weights. */
  cost: 5000,
} as const;

export type OperationLimits = { readonly [Name in keyof typeof OPERATION_LIMITS]: number };
export type MeasuredLimit = Exclude<keyof OperationLimits, 'tokens'>;
export type OperationMeasure = Record<MeasuredLimit, number>;

/** A list field that declares no size: only GraphQL's own introspection lists, since every other is sized. */
const UNSIZED_LIST_LENGTH = 100;

const TOO_COSTLY = 'OPERATION_TOO_COSTLY';

const DESCRIBE: Record<MeasuredLimit, (value: number) => string> = {
  depth: (value) => `its fields are nested ${value} deep`,
  aliases: (value) => `it has ${value} aliases`,
  rootFields: (value) => `it asks for ${value} root fields`,
  fields: (value) => `it selects ${value} fields, fragments expanded`,
  cost: (value) => `its estimated cost is ${value}`,
};

/** The refusal of an operation for one of its limits, as the validation rule reports it. */
class OperationTooCostlyError extends GraphQLError {
  constructor(operation: OperationDefinitionNode, limit: MeasuredLimit, value: number, maximum: number) {
    const name = operation.name ? `Operation "${operation.name.value}"` : 'The operation';
    super(`${name} is too costly: ${DESCRIBE[limit](value)}, over the limit of ${maximum} (${limit}).`, {
      nodes: [operation],
      extensions: { limit, value, maximum },
    });
  }
}

/** The validation rule that refuses every operation of a document over any of `limits`. */
export function operationCostRule(limits: OperationLimits = OPERATION_LIMITS) {
  return function OperationCost(context: ValidationContext): ASTVisitor {
    return {
      Document(document) {
        const fragments = new Map<string, FragmentDefinitionNode>();
        for (const definition of document.definitions) {
          if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
        }
        const meter = new OperationMeter(context.getSchema(), fragments);
        for (const definition of document.definitions) {
          if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
          const measure = meter.operation(definition);
          for (const limit of Object.keys(measure) as MeasuredLimit[]) {
            if (measure[limit] > limits[limit])
              context.reportError(new OperationTooCostlyError(definition, limit, measure[limit], limits[limit]));
          }
        }
        // Measured whole from the top: nothing more to visit.
        return BREAK;
      },
    };
  };
}

/** The parser's refusal of a document over the token limit (graphql-js 16 spells it "more that"). */
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more (?:than|that) (\d+) tokens\. Parsing aborted\.$/;

/**
 * The message and extensions a GraphQL answer gives an operation refused for its cost, by this
 * rule or by the parser's token limit; undefined for any other error.
 */
export function costRefusalOf(
  error: unknown,
  limits: OperationLimits = OPERATION_LIMITS,
): { message: string; extensions: Record<string, unknown> } | undefined {
  // Apollo wraps the parser's and the rules' errors, keeping them as originalError. (Not
  // `instanceof Error`: graphql-js and Apollo may build their errors in another realm.)
  const cause = (error as { originalError?: unknown } | null)?.originalError ?? error;
  if (typeof cause !== 'object' || cause === null) return undefined;
  if (cause instanceof OperationTooCostlyError)
    return { message: cause.message, extensions: { code: TOO_COSTLY, status: 422, ...cause.extensions } };
  const message = (cause as { message?: unknown }).message;
  if (typeof message === 'string' && TOKEN_LIMIT_MESSAGE.exec(message)?.[1] === String(limits.tokens)) {
    return {
      message: `The operation is too costly: its document has more than ${limits.tokens} tokens, the limit (tokens).`,
      extensions: { code: TOO_COSTLY, status: 422, limit: 'tokens', maximum: limits.tokens },
    };
  }
  return undefined;
}

const NOTHING: OperationMeasure = { depth: 0, aliases: 0, rootFields: 0, fields: 0, cost: 0 };

/** A list's length handed down to the fields of a returned page that hold it. */
interface Sizing {
  fields: readonly string[];
  length: number;
}

/**
 * Measures the operations of one document. Within a selection set `rootFields` counts the fields
 * at its own level, which for an operation's selection set are its root fields.
 */
class OperationMeter {
  private readonly measuredFragments = new Map<string, OperationMeasure>();
  private readonly fragmentsBeingMeasured = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  ) {}

  operation(operation: OperationDefinitionNode): OperationMeasure {
    const root = this.schema.getRootType(operation.operation);
    return root ? this.selectionSet(operation.selectionSet, root, undefined) : NOTHING;
  }

  private selectionSet(
    selectionSet: SelectionSetNode,
    type: GraphQLCompositeType,
    sizing: Sizing | undefined,
  ): OperationMeasure {
    const total = { ...NOTHING };
    for (const selection of selectionSet.selections) {
      const part = this.selection(selection, type, sizing);
      total.depth = Math.max(total.depth, part.depth);
      total.aliases += part.aliases;
      total.rootFields += part.rootFields;
      total.fields += part.fields;
      total.cost += part.cost;
    }
    return total;
  }

  private selection(
    selection: SelectionNode,
    type: GraphQLCompositeType,
    sizing: Sizing | undefined,
  ): OperationMeasure {
    switch (selection.kind) {
      case Kind.FIELD:
        return this.field(selection, type, sizing);
      case Kind.INLINE_FRAGMENT: {
        const condition = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : type;
        return isCompositeType(condition) ? this.selectionSet(selection.selectionSet, condition, sizing) : NOTHING;
      }
      case Kind.FRAGMENT_SPREAD:
        return this.fragment(selection.name.value, sizing);
    }
  }

  private fragment(name: string, sizing: Sizing | undefined): OperationMeasure {
    const key = sizing ? `${name} ${sizing.length} ${sizing.fields.join(' ')}` : name;
    const measured = this.measuredFragments.get(key);
    if (measured) return measured;
    const definition = this.fragments.get(name);
    // Unknown and cyclic spreads are refused by GraphQL's own rules; counting them as nothing keeps this walk finite.
    if (!definition || this.fragmentsBeingMeasured.has(key)) return NOTHING;
    const type = this.schema.getType(definition.typeCondition.name.value);
    if (!isCompositeType(type)) return NOTHING;
    this.fragmentsBeingMeasured.add(key);
    const measure = this.selectionSet(definition.selectionSet, type, sizing);
    this.fragmentsBeingMeasured.delete(key);
    this.measuredFragments.set(key, measure);
    return measure;
  }

  private field(node: FieldNode, parent: GraphQLCompositeType, sizing: Sizing | undefined): OperationMeasure {
    const definition = fieldDefinition(this.schema, parent, node.name.value);
    // An unknown field is GraphQL's own rules' to refuse.
    if (!definition) return NOTHING;
    const returned = getNamedType(definition.type);
    const declared = declaredCostOf(definition);
    const listSize = declared?.listSize;
    const chosenLength = listSize ? lengthAskedFor(listSize, node, definition) : undefined;
    const sizingOfChildren =
      listSize?.sizedFields && chosenLength !== undefined
        ? { fields: listSize.sizedFields, length: chosenLength }
        : undefined;
    let length = 1;
    if (isListType(getNullableType(definition.type))) {
      if (sizing?.fields.includes(node.name.value)) length = sizing.length;
      else if (chosenLength !== undefined && !sizingOfChildren) length = chosenLength;
      else length = UNSIZED_LIST_LENGTH;
    }
    // Introspection reads the schema held in memory: its nesting and breadth are bounded by the
    // other limits, and its lists (every type, every field) are not the product's data.
    const isIntrospection = parent.name.startsWith('__') || node.name.value.startsWith('__');
    const weight = isIntrospection ? 0 : (declared?.weight ?? (isCompositeType(returned) ? 1 : 0));
    const children =
      node.selectionSet && isCompositeType(returned)
        ? this.selectionSet(node.selectionSet, returned, sizingOfChildren)
        : NOTHING;
    return {
      depth: 1 + children.depth,
      aliases: (node.alias ? 1 : 0) + children.aliases,
      rootFields: 1,
      fields: 1 + children.fields,
      cost: isIntrospection ? 0 : length * (weight + children.cost),
    };
  }
}

function fieldDefinition(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** The length a field's list arguments ask for: a literal as given (within the most the field returns), a variable at that most. */
function lengthAskedFor(listSize: ListSize, node: FieldNode, definition: GraphQLField<unknown, unknown>): number {
  if ('assumedSize' in listSize) return listSize.assumedSize;
  const argument = node.arguments?.find((candidate) => candidate.name.value === listSize.slicingArgument);
  let asked: number = listSize.max;
  if (argument?.value.kind === Kind.INT) asked = Number(argument.value.value);
  else if (argument === undefined) {
    const defaultValue = definition.args.find((candidate) => candidate.name === listSize.slicingArgument)?.defaultValue;
    if (typeof defaultValue === 'number') asked = defaultValue;
  }
  return Math.min(Math.max(asked, 0), listSize.max);
}
