import type { FastifyInstance } from 'fastify';
import { securityFor } from '../../http/access-control.js';
import { detailSchema, messageSchema } from '../../http/schemas.js';
import { paginationQuerySchema, type PaginationQuery } from '../../shared/pagination.js';
import { itemFieldsSchema, itemPublicSchema, toItemPublic } from './item.type.js';

const itemRef = { $ref: 'ItemPublic#' };
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;
const errors = { 403: detailSchema, 404: detailSchema };

interface ItemBody {
  title: string;
  description?: string | null;
}

export async function itemRoutes(app: FastifyInstance) {
  app.addSchema(itemPublicSchema);
  const schema = (summary: string) => ({ tags: ['items'], summary, security: securityFor('user') });

  app.get<{ Querystring: PaginationQuery }>('/items/', {
    config: { access: 'user', cost: 'list' },
    schema: { operationId: 'readItems',
      ...schema("Own items, or everyone's for a superuser; newest first"),
      querystring: paginationQuerySchema,
      response: { 200: { type: 'object', properties: { data: { type: 'array', items: itemRef }, count: { type: 'integer' } } } },
    },
    handler: async (request) => {
      const viewer = await request.scope.viewer();
      const page = await request.scope.services.items.list(viewer, request.query.skip, request.query.limit);
      return { data: page.data.map(toItemPublic), count: page.count };
    },
  });

  app.post<{ Body: ItemBody }>('/items/', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'createItem', ...schema('Create an item'), body: { ...itemFieldsSchema, required: ['title'] }, response: { 200: itemRef } },
    handler: async (request) => toItemPublic(await request.scope.services.items.create(await request.scope.viewer(), request.body)),
  });

  app.get<{ Params: { id: string } }>('/items/:id', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'readItem', ...schema('An item'), params: idParams, response: { 200: itemRef, ...errors } },
    handler: async (request) => toItemPublic(await request.scope.services.items.get(await request.scope.viewer(), request.params.id)),
  });

  app.put<{ Params: { id: string }; Body: Partial<ItemBody> }>('/items/:id', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'updateItem', ...schema('Update an item'), params: idParams, body: itemFieldsSchema, response: { 200: itemRef, ...errors } },
    handler: async (request) =>
      toItemPublic(await request.scope.services.items.update(await request.scope.viewer(), request.params.id, request.body)),
  });

  app.delete<{ Params: { id: string } }>('/items/:id', {
    config: { access: 'user', cost: 'fixed' },
    schema: { operationId: 'deleteItem', ...schema('Delete an item'), params: idParams, response: { 200: messageSchema, ...errors } },
    handler: async (request) => {
      await request.scope.services.items.delete(await request.scope.viewer(), request.params.id);
      return { message: 'Item deleted successfully' };
    },
  });
}
