import { Type } from 'typebox';
import { describedUnder, detailAnswers, messageSchema } from '../../http/schemas.js';
import { pageOf } from '../../shared/api-shape.js';
import { PaginationQuery } from '../../shared/pagination.js';
import { ItemChanges, ItemFields } from './item.rules.js';
import { ItemPublic, itemView } from './item.type.js';
import { typedRoutes } from '../../http/typed-routes.js';

const itemRef = ItemPublic.ref;
const idParams = Type.Object({ id: Type.String() });
const errors = detailAnswers(403, 404);
const described = describedUnder('items', 'user');
const toItemPublic = (item: Parameters<typeof itemView>[0]) => ItemPublic.from(itemView(item));

export const itemRoutes = typedRoutes([ItemPublic.schema], (app) => {
  app.get<{ Querystring: PaginationQuery }>('/items/', {
    config: { access: 'user', cost: 'list' },
    schema: {
      operationId: 'readItems',
      ...described("Own items, or everyone's for a superuser; newest first"),
      querystring: PaginationQuery,
      response: { 200: pageOf(itemRef) },
    },
    handler: async (request) => {
      const viewer = await request.scope.viewer();
      const page = await request.scope.services.items.list(viewer, request.query.skip, request.query.limit);
      return { data: page.data.map(toItemPublic), count: page.count };
    },
  });

  app.post('/items/', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'createItem', ...described('Create an item'), body: ItemFields, response: { 200: itemRef } },
    handler: async (request) =>
      toItemPublic(await request.scope.services.items.create(await request.scope.viewer(), request.body)),
  });

  app.get('/items/:id', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'readItem',
      ...described('An item'),
      params: idParams,
      response: { 200: itemRef, ...errors },
    },
    handler: async (request) =>
      toItemPublic(await request.scope.services.items.get(await request.scope.viewer(), request.params.id)),
  });

  app.put('/items/:id', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'updateItem',
      ...described('Update an item'),
      params: idParams,
      body: ItemChanges,
      response: { 200: itemRef, ...errors },
    },
    handler: async (request) =>
      toItemPublic(
        await request.scope.services.items.update(await request.scope.viewer(), request.params.id, request.body),
      ),
  });

  app.delete('/items/:id', {
    config: { access: 'user', cost: 'fixed' },
    schema: {
      operationId: 'deleteItem',
      ...described('Delete an item'),
      params: idParams,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      await request.scope.services.items.delete(await request.scope.viewer(), request.params.id);
      return { message: 'Item deleted successfully' };
    },
  });
});
