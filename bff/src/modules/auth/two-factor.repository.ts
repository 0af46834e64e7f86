// The two_factor_credentials table. Spending a code is one conditional UPDATE, so two requests
// racing with the same code (or recovery code) cannot both succeed.
import type { EntityManager } from '@mikro-orm/postgresql';

export interface TwoFactorCredential {
  sealedSecret: string;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

interface Row {
  sealed_secret: string;
  enabled_at: Date | null;
  recovery_codes_left: number;
}

export class TwoFactorRepository {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<TwoFactorCredential | null> {
    const rows = await this.em.execute<Row[]>(
      `select sealed_secret, enabled_at, cardinality(recovery_code_hashes) as recovery_codes_left from two_factor_credentials where user_id = ?`,
      [userId],
    );
    const row = rows[0];
    return row
      ? {
          sealedSecret: row.sealed_secret,
          enabledAt: row.enabled_at,
          recoveryCodesLeft: Number(row.recovery_codes_left),
        }
      : null;
  }

  async isEnabled(userId: string): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from two_factor_credentials where user_id = ? and enabled_at is not null`,
      [userId],
    );
    return rows.length > 0;
  }

  /** A new pending enrolment replaces an earlier pending one; an enabled credential is left alone. */
  async startEnrolment(userId: string, sealedSecret: string): Promise<boolean> {
    const rows = await this.em.execute(
      `insert into two_factor_credentials (user_id, sealed_secret) values (?, ?)
       on conflict (user_id) do update set sealed_secret = excluded.sealed_secret, last_used_step = null, recovery_code_hashes = '{}', created_at = now()
         where two_factor_credentials.enabled_at is null
       returning user_id`,
      [userId, sealedSecret],
    );
    return rows.length > 0;
  }

  /** Records `step` as used unless it (or a later one) already was: false for a replayed code. */
  async spendStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.em.execute(
      `update two_factor_credentials set last_used_step = ? where user_id = ? and (last_used_step is null or last_used_step < ?) returning user_id`,
      [step, userId, step],
    );
    return rows.length > 0;
  }

  /** Removes the recovery code of this hash from an enabled credential: false when it is not (any more) there. */
  async spendRecoveryCode(userId: string, hash: string): Promise<boolean> {
    const rows = await this.em.execute(
      `update two_factor_credentials set recovery_code_hashes = array_remove(recovery_code_hashes, ?)
       where user_id = ? and enabled_at is not null and ? = any(recovery_code_hashes) returning user_id`,
      [hash, userId, hash],
    );
    return rows.length > 0;
  }

  async enable(userId: string, recoveryCodeHashes: string[]): Promise<boolean> {
    const rows = await this.em.execute(
      `update two_factor_credentials set enabled_at = now(), recovery_code_hashes = ?::text[] where user_id = ? and enabled_at is null returning user_id`,
      [`{${recoveryCodeHashes.join(',')}}`, userId],
    );
    return rows.length > 0;
  }

  async replaceRecoveryCodes(userId: string, recoveryCodeHashes: string[]): Promise<void> {
    await this.em.execute(`update two_factor_credentials set recovery_code_hashes = ?::text[] where user_id = ?`, [
      `{${recoveryCodeHashes.join(',')}}`,
      userId,
    ]);
  }

  /** True when there was a second factor (enabled or pending) to remove. */
  async remove(userId: string): Promise<boolean> {
    const rows = await this.em.execute(`delete from two_factor_credentials where user_id = ? returning enabled_at`, [
      userId,
    ]);
    return rows.length > 0;
  }
}
