import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { User } from '../users/user.entity.js';
import type { Page } from '../users/user.service.js';
import { Item } from './item.entity.js';
import type { ItemFields } from './item.rules.js';

/** Items belong to their owner; superusers see and manage everyone's. */
export class ItemService {
  constructor(private readonly em: EntityManager) {}

  async list(viewer: User, skip: number, limit: number): Promise<Page<Item>> {
    const where = viewer.isSuperuser ? {} : { owner: viewer };
    const [data, count] = await this.em.findAndCount(Item, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset: skip,
      limit,
    });
    return { data, count };
  }

  async get(viewer: User, id: string): Promise<Item> {
    const item = isUuid(id) ? await this.em.findOne(Item, { id }) : null;
    if (!item) throw new NotFoundError('Item not found');
    if (!viewer.isSuperuser && item.owner.id !== viewer.id) throw new ForbiddenError('Not enough permissions');
    return item;
  }

  async create(viewer: User, fields: ItemFields): Promise<Item> {
    const item = this.em.create(Item, { title: fields.title, description: fields.description ?? null, owner: viewer });
    await this.em.flush();
    return item;
  }

  async update(viewer: User, id: string, fields: Partial<ItemFields>): Promise<Item> {
    const item = await this.get(viewer, id);
    if (fields.title !== undefined) item.title = fields.title;
    if (fields.description !== undefined) item.description = fields.description;
    await this.em.flush();
    return item;
  }

  async delete(viewer: User, id: string): Promise<void> {
    await this.em.remove(await this.get(viewer, id)).flush();
  }
}
