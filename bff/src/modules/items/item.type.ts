import { MaxLength, MinLength } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import type { Item } from './item.entity.js';

export const ITEM_TITLE_MAX_LENGTH = 255;
export const ITEM_DESCRIPTION_MAX_LENGTH = 255;

@ObjectType('Item')
export class ItemType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => ID)
  ownerId!: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  static from(item: Item): ItemType {
    return Object.assign(new ItemType(), {
      id: item.id,
      title: item.title,
      description: item.description,
      ownerId: item.owner.id,
      createdAt: item.createdAt,
    });
  }
}

@ObjectType('ItemPage')
export class ItemPageType {
  @Field(() => [ItemType])
  data!: ItemType[];

  @Field(() => Number)
  count!: number;
}

@InputType()
export class ItemInput {
  @Field(() => String)
  @MinLength(1)
  @MaxLength(ITEM_TITLE_MAX_LENGTH)
  title!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(ITEM_DESCRIPTION_MAX_LENGTH)
  description?: string | null;
}

export const itemFieldsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: ITEM_TITLE_MAX_LENGTH },
    description: { type: ['string', 'null'], maxLength: ITEM_DESCRIPTION_MAX_LENGTH },
  },
  additionalProperties: false,
} as const;

export const itemPublicSchema = {
  $id: 'ItemPublic',
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    description: { type: ['string', 'null'] },
    owner_id: { type: 'string', format: 'uuid' },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'title', 'description', 'owner_id', 'created_at'],
} as const;

export function toItemPublic(item: Item) {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    owner_id: item.owner.id,
    created_at: item.createdAt.toISOString(),
  };
}
