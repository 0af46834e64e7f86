// Every entry point of the GraphQL API declares who may call it (@Access) and what it costs
// (@Cost), and every list of objects how long it can grow, or the schema is not built and the app
// does not start: as a REST route without config.access or config.cost (http/route-cost.ts).
import { getNamedType, getNullableType, isCompositeType, isListType, isObjectType, type GraphQLSchema } from 'graphql';
import { declaredAccessOf, ROOT_TYPES } from './access.js';
import { declaredCostOf } from './operation-cost.js';

/** One line per missing declaration, naming the field; empty when every field declares what it must. */
export function undeclaredFields(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const objectTypes = Object.values(schema.getTypeMap()).filter(
    (type) => isObjectType(type) && !type.name.startsWith('__'),
  );
  const sizedByParent = new Set<string>();
  for (const type of objectTypes) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      for (const sized of declaredCostOf(field)?.listSize?.sizedFields ?? [])
        sizedByParent.add(`${getNamedType(field.type).name}.${sized}`);
    }
  }
  for (const type of objectTypes) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const name = `${type.name}.${field.name}`;
      const cost = declaredCostOf(field);
      if (ROOT_TYPES.has(type.name)) {
        if (!declaredAccessOf(field.name)) problems.push(`${name} declares no @Access (who may call it)`);
        if (!cost) problems.push(`${name} declares no @Cost (what it costs)`);
      }
      const isListOfObjects = isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type));
      const isSized = (cost?.listSize !== undefined && !cost.listSize.sizedFields) || sizedByParent.has(name);
      if (isListOfObjects && !isSized)
        problems.push(
          `${name} is a list of objects that declares no size (@Cost listSize, or sizedFields on the fields returning ${type.name})`,
        );
    }
  }
  return problems;
}
