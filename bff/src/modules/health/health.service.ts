import type { EntityManager } from '@mikro-orm/postgresql';

/** Whether this process can serve: what the health check reports. */
export class HealthService {
  constructor(private readonly em: EntityManager) {}

  /** Resolves when the database answers a query; rejects with the driver's error when it does not. */
  async checkDatabase(): Promise<void> {
    await this.em.execute('select 1');
  }
}
