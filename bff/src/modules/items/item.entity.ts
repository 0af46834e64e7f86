import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity.js';

@Entity({ tableName: 'items' })
export class Item {
  [OptionalProps]?: 'id' | 'description' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  description: string | null = null;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'owner_id' })
  owner!: User;

  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
