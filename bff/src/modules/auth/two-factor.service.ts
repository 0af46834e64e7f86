// Two-factor sign-in with time-based one-time passwords: enrolment, the second step of sign-in,
// turning it off, new recovery codes, and a superuser's reset. Every code check is throttled
// like a password (per account and per address), and no code is accepted twice: the time step of
// the last one accepted is kept, and recovery codes are removed as they are spent.
import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import { BadRequestError, NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Mailer } from '../mail/mailer.gateway.js';
import { User } from '../users/user.entity.js';
import { CHALLENGE_EXPIRED, CHALLENGE_TTL_SECONDS, TwoFactorChallenges } from './two-factor.challenges.js';
import {
  isRecoveryCodeShaped,
  newRecoveryCodes,
  newTotpSecret,
  normaliseCode,
  otpauthUri,
  recoveryCodeHash,
  totpStepOf,
} from './two-factor.codes.js';
import { twoFactorOffMessage, type TwoFactorOffReason } from './two-factor.mail.js';
import { TwoFactorRepository } from './two-factor.repository.js';
import { TwoFactorSecretBox } from './two-factor.secret-box.js';
import type {
  TwoFactorChallenge,
  TwoFactorConfirmation,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from './two-factor.type.js';
import type { Throttle } from './throttle.js';
import type { Config } from '../../config.js';
import type { ReAuthentication } from './re-authentication.js';

const INVALID_CODE =
  'Invalid code: it is wrong, or it was used already (each code works once). Enter the next code your authenticator app shows, or a recovery code.';
/** While setting up there are no recovery codes yet, and the app's code is for the new secret. */
const INVALID_SETUP_CODE =
  'Invalid code: enter the code your authenticator app shows now for the account you just added (each code works for 30 seconds, and once).';
const NOT_ENABLED = 'Two-factor sign-in is not turned on';
const OWN_TWO_FACTOR_ELSEWHERE =
  'Turn off your own two-factor sign-in with POST /api/users/me/two-factor/disable (Settings): it needs your password and a code';
export interface TwoFactorDeps {
  em: EntityManager;
  repository: TwoFactorRepository;
  secrets: TwoFactorSecretBox;
  challenges: TwoFactorChallenges;
  /** The one rule of re-authentication (re-authentication.ts), shared with the other account changes. */
  reauth: ReAuthentication;
  throttle: Throttle;
  mailer: Mailer;
  product: { name: string; frontendUrl: string };
  clientIp: string;
}

/** Who is asking to change the second factor: the signed-in account. */
export interface Reauthentication {
  viewer: User;
}

export class TwoFactorService {
  constructor(private readonly deps: TwoFactorDeps) {}

  async status(viewer: User): Promise<TwoFactorStatus> {
    const credential = await this.deps.repository.find(viewer.id);
    const isEnabled = Boolean(credential?.enabledAt);
    const { hashedPassword } = await this.deps.em.findOneOrFail(
      User,
      { id: viewer.id },
      { populate: ['hashedPassword'] },
    );
    return {
      isEnabled,
      recoveryCodesLeft: isEnabled ? credential!.recoveryCodesLeft : 0,
      hasPassword: hashedPassword !== null,
    };
  }

  /** A new secret, pending until a code from it is confirmed; starting again replaces a pending one. */
  async startEnrolment(viewer: User): Promise<TwoFactorEnrolment> {
    const secret = newTotpSecret();
    if (!(await this.deps.repository.startEnrolment(viewer.id, this.deps.secrets.seal(secret)))) {
      throw new BadRequestError('Two-factor sign-in is already turned on');
    }
    const uri = otpauthUri(secret, this.deps.product.name, viewer.email);
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return {
      secret,
      otpauthUri: uri,
      qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * Turns two-factor on with a code from the pending secret and the password (or a recent
   * sign-in): a stolen session alone must not lock the owner out behind the thief's phone.
   * Answers the recovery codes, once.
   */
  async confirmEnrolment(who: Reauthentication, { password, code }: TwoFactorConfirmation): Promise<string[]> {
    const credential = await this.deps.repository.find(who.viewer.id);
    if (!credential) throw new BadRequestError('Start setting up two-factor sign-in first');
    if (credential.enabledAt) throw new BadRequestError('Two-factor sign-in is already turned on');
    await this.throttled(who.viewer.id, async () => {
      await this.proveOwner(who, password);
      await this.spendTotp(who.viewer.id, credential.sealedSecret, normaliseCode(code), INVALID_SETUP_CODE);
    });
    const codes = newRecoveryCodes();
    if (
      !(await this.deps.repository.enable(
        who.viewer.id,
        codes.map((each) => recoveryCodeHash(normaliseCode(each))),
      ))
    ) {
      throw new BadRequestError('Two-factor sign-in is already turned on');
    }
    return codes;
  }

  /** What a right password (or Google) leads to: a challenge when the account has two-factor on, else null. */
  async challengeFor(user: User): Promise<TwoFactorChallenge | null> {
    if (!(await this.deps.repository.isEnabled(user.id))) return null;
    const challengeToken = await this.deps.challenges.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { challengeToken, tokenType: 'two_factor_challenge', expiresInSeconds: CHALLENGE_TTL_SECONDS };
  }

  /** The second step of sign-in: the account whose challenge this is, once its code is right. */
  async completeSignIn(challengeToken: string, code: string): Promise<User> {
    const claims = await this.deps.challenges.verify(challengeToken);
    const user = await this.deps.em.findOne(User, { id: claims.userId });
    if (!user || user.tokenVersion !== claims.tokenVersion) throw new BadRequestError(CHALLENGE_EXPIRED);
    if (!user.isActive) throw new BadRequestError('Inactive user');
    await this.throttled(user.id, () => this.spendCode(user.id, normaliseCode(code)));
    return user;
  }

  /** Turns two-factor off: the password (or a recent sign-in) and a code, as a thief with a session has neither. */
  async disable(who: Reauthentication, confirmation: TwoFactorConfirmation): Promise<void> {
    await this.reauthenticate(who, confirmation);
    await this.deps.repository.remove(who.viewer.id);
    await this.notifyOff(who.viewer, 'by-user');
  }

  async regenerateRecoveryCodes(who: Reauthentication, confirmation: TwoFactorConfirmation): Promise<string[]> {
    await this.reauthenticate(who, confirmation);
    const codes = newRecoveryCodes();
    await this.deps.repository.replaceRecoveryCodes(
      who.viewer.id,
      codes.map((each) => recoveryCodeHash(normaliseCode(each))),
    );
    return codes;
  }

  /**
   * A superuser's reset, for a user who lost both their device and their recovery codes. Never of
   * their own: turning it off asks the owner for the password and a code, and a superuser's token
   * alone must not do what it asks (a 400, not a 403, which the dashboard takes for an ended session).
   */
  async resetBySuperuser(viewer: User, userId: string): Promise<void> {
    const user = isUuid(userId) ? await this.deps.em.findOne(User, { id: userId }) : null;
    if (!user) throw new NotFoundError('The user with this id does not exist in the system');
    if (user.id === viewer.id) throw new BadRequestError(OWN_TWO_FACTOR_ELSEWHERE);
    if (!(await this.deps.repository.isEnabled(user.id)))
      throw new BadRequestError('This user has no two-factor sign-in to reset');
    await this.deps.repository.remove(user.id);
    await this.notifyOff(user, 'by-superuser');
  }

  private async reauthenticate(who: Reauthentication, { password, code }: TwoFactorConfirmation): Promise<void> {
    if (!(await this.deps.repository.isEnabled(who.viewer.id))) throw new BadRequestError(NOT_ENABLED);
    await this.throttled(who.viewer.id, async () => {
      await this.proveOwner(who, password);
      await this.spendCode(who.viewer.id, normaliseCode(code));
    });
  }

  /** The current password, or for an account without one a recent sign-in (re-authentication.ts). */
  private proveOwner({ viewer }: Reauthentication, password: string | undefined): Promise<void> {
    return this.deps.reauth.requireRecentAuthentication(viewer, { currentPassword: password });
  }

  /** Counts the attempt against the account and the address; a right one clears the account's count. */
  private async throttled(userId: string, check: () => Promise<void>): Promise<void> {
    await this.deps.throttle.attempt('two-factor', userId, this.deps.clientIp);
    await check();
    await this.deps.throttle.succeeded('two-factor', userId, this.deps.clientIp);
  }

  private async spendCode(userId: string, code: string): Promise<void> {
    if (isRecoveryCodeShaped(code)) {
      if (!(await this.deps.repository.spendRecoveryCode(userId, recoveryCodeHash(code))))
        throw new BadRequestError(INVALID_CODE);
      return;
    }
    const credential = await this.deps.repository.find(userId);
    if (!credential?.enabledAt) throw new BadRequestError(INVALID_CODE);
    await this.spendTotp(userId, credential.sealedSecret, code);
  }

  private async spendTotp(userId: string, sealedSecret: string, code: string, refusal = INVALID_CODE): Promise<void> {
    const step = totpStepOf(this.deps.secrets.open(sealedSecret), code);
    // A code already used (or older than one used) is refused like a wrong one: it may be a replay.
    if (step === null || !(await this.deps.repository.spendStep(userId, step))) throw new BadRequestError(refusal);
  }

  private async notifyOff(user: User, reason: TwoFactorOffReason): Promise<void> {
    const link = `${this.deps.product.frontendUrl}/settings?tab=security`;
    await this.deps.mailer.send({
      to: user.email,
      ...twoFactorOffMessage(this.deps.product.name, user.email, reason, link),
      link,
    });
  }
}

/** The service of one request scope, over its entity manager. */
export function twoFactorServiceFor(
  config: Config,
  em: EntityManager,
  shared: Pick<TwoFactorDeps, 'reauth' | 'throttle' | 'mailer' | 'clientIp'>,
): TwoFactorService {
  return new TwoFactorService({
    ...shared,
    em,
    repository: new TwoFactorRepository(em),
    secrets: new TwoFactorSecretBox(config.secretKey),
    challenges: new TwoFactorChallenges(config.secretKey),
    product: { name: config.projectName, frontendUrl: config.frontendUrl },
  });
}
