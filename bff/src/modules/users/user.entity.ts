import { OptionalProps } from '@mikro-orm/core';
import { Entity, Formula, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?:
    | 'id'
    | 'fullName'
    | 'hashedPassword'
    | 'isActive'
    | 'isSuperuser'
    | 'avatarUrl'
    | 'googleSubject'
    | 'plan'
    | 'tokenVersion'
    | 'createdAt'
    | 'twoFactorEnabled';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored lower-cased so that uniqueness and login ignore case. */
  @Property({ type: 'string', length: 255, unique: true })
  email!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  fullName: string | null = null;

  /** argon2id hash; null for accounts that only ever signed in through an identity provider. */
  @Property({ type: 'string', length: 255, nullable: true, lazy: true })
  hashedPassword: string | null = null;

  @Property({ type: 'boolean' })
  isActive: boolean = false;

  @Property({ type: 'boolean' })
  isSuperuser: boolean = false;

  @Property({ type: 'string', length: 2048, nullable: true })
  avatarUrl: string | null = null;

  /** The stable Google account id (`sub`) once the user has signed in with Google. */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  googleSubject: string | null = null;

  /** The billing plan whose limits apply to all of the account's API keys together. */
  @Property({ type: 'string', length: 32 })
  plan: string = 'free';

  /** Bumped to end every session at once: tokens carry the version they were issued under. */
  @Property({ type: 'integer' })
  tokenVersion: number = 0;

  @Index()
  @Property({ type: 'Date', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  /**
   * Whether two-factor sign-in is on (an enrolment confirmed in `two_factor_credentials`, the
   * auth module's table), read with the row so that a page of users costs no query per user. Not
   * a column: the credential is the one place it is stored. A new account has none.
   */
  @Formula<User>(
    (cols) =>
      `exists (select 1 from two_factor_credentials credential where credential.user_id = ${cols.id} and credential.enabled_at is not null)`,
    { type: 'boolean' },
  )
  twoFactorEnabled: boolean = false;
}
