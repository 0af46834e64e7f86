import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';
import { normaliseEmail } from './user.rules.js';
import type { PasswordHasher } from '../auth/password-hasher.js';

export class UserService {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: normaliseEmail(email) }, { populate: ['hashedPassword'] });
  }

  /**
   * Makes sure the configured first superuser exists. An existing account is left as it is:
   * its password may have been changed on purpose since the first start.
   */
  async ensureFirstSuperuser(email: string, password: string): Promise<{ user: User; isCreated: boolean }> {
    const existing = await this.findByEmail(email);
    if (existing) return { user: existing, isCreated: false };
    const user = this.em.create(User, {
      email: normaliseEmail(email),
      fullName: 'Touchline Admin',
      hashedPassword: await this.passwords.hash(password),
      isActive: true,
      isSuperuser: true,
    });
    await this.em.flush();
    return { user, isCreated: true };
  }
}
