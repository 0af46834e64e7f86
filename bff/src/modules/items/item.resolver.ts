import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import type { RequestScope } from '../../request-scope.js';
import { MessageType } from '../../shared/message.type.js';
import { MAX_PAGE_SIZE, type PaginationQuery } from '../../shared/pagination.js';
import { PageArgs } from '../../graphql/page-args.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import { ItemChanges, ItemFields } from './item.rules.js';
import { ItemPageType, ItemType, itemView } from './item.type.js';

const ItemInput = inputTypeOf('ItemInput', ItemFields);
/** An update names what it changes, as REST's PUT does: a field left out keeps its value. */
const ItemChangesInput = inputTypeOf('ItemChangesInput', ItemChanges);

@Resolver(() => ItemType)
export class ItemResolver {
  @Access('user')
  @Cost({
    weight: FIELD_WEIGHT.rows,
    listSize: { slicingArgument: 'limit', max: MAX_PAGE_SIZE, sizedFields: ['data'] },
  })
  @Query(() => ItemPageType, { description: "Own items, or everyone's for a superuser; newest first." })
  async items(
    @Ctx() scope: RequestScope,
    @Args(() => PageArgs) { skip, limit }: PaginationQuery,
  ): Promise<ItemPageType> {
    const page = await scope.services.items.list(await scope.viewer(), skip, limit);
    return { data: page.data.map(itemView), count: page.count };
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => ItemType)
  async item(@Ctx() scope: RequestScope, @Arg('id', () => ID) id: string): Promise<ItemType> {
    return itemView(await scope.services.items.get(await scope.viewer(), id));
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => ItemType)
  async createItem(@Ctx() scope: RequestScope, @Arg('input', () => ItemInput) input: ItemFields): Promise<ItemType> {
    return itemView(await scope.services.items.create(await scope.viewer(), input));
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => ItemType)
  async updateItem(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ItemChangesInput) input: ItemChanges,
  ): Promise<ItemType> {
    return itemView(await scope.services.items.update(await scope.viewer(), id, input));
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType)
  async deleteItem(@Ctx() scope: RequestScope, @Arg('id', () => ID) id: string): Promise<MessageType> {
    await scope.services.items.delete(await scope.viewer(), id);
    return MessageType.of('Item deleted successfully');
  }
}
