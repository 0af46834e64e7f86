import { Type } from 'typebox';
import { objectTypeOf, pageTypeOf } from '../../graphql/typebox-classes.js';
import { Nullable, restAnswer, Timestamp } from '../../shared/api-shape.js';
import type { Item } from './item.entity.js';

/** An item as answered, REST and GraphQL alike. */
const ItemShape = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  description: Nullable(Type.String()),
  ownerId: Type.String({ format: 'uuid' }),
  createdAt: Timestamp(),
});

export const ItemType = objectTypeOf('Item', ItemShape);
export type ItemType = InstanceType<typeof ItemType>;

export const ItemPublic = restAnswer(ItemShape, 'ItemPublic');

/** The answer's view of an item: its owner by id. */
export const itemView = (item: Item): ItemType => ({
  id: item.id,
  title: item.title,
  description: item.description,
  ownerId: item.owner.id,
  createdAt: item.createdAt,
});

export const ItemPageType = pageTypeOf('ItemPage', ItemType);
export type ItemPageType = InstanceType<typeof ItemPageType>;
