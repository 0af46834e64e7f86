// An item's fields: their limits and the words the forms use (shared/field-rules.ts), and the
// schemas REST and GraphQL check them with.
import { Type, type Static } from 'typebox';
import { Nullable } from '../../shared/api-shape.js';
import { textField } from '../../shared/field-rules.js';

export const ITEM_FIELD_RULES = {
  title: textField('Title', { minLength: 1, maxLength: 255 }),
  description: textField('Description', { maxLength: 255 }),
};

/** What an item is made of, as created (REST's POST, GraphQL's ItemInput); an update may leave either out. */
export const ItemFields = Type.Object(
  {
    title: Type.String({ minLength: ITEM_FIELD_RULES.title.minLength, maxLength: ITEM_FIELD_RULES.title.maxLength }),
    description: Type.Optional(Nullable(Type.String({ maxLength: ITEM_FIELD_RULES.description.maxLength }))),
  },
  { additionalProperties: false },
);
export type ItemFields = Static<typeof ItemFields>;

/** What an update changes (REST's PUT, GraphQL's ItemChangesInput): a field left out keeps its value. */
export const ItemChanges = Type.Partial(ItemFields, { additionalProperties: false });
export type ItemChanges = Static<typeof ItemChanges>;
