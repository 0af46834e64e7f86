// Everything one request may use, built lazily and shared by REST and GraphQL alike: the
// caller, an entity-manager fork of its own, and the services constructed over that fork.
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { AuthService, type Access } from './modules/auth/auth.service.js';
import type { AccessTokens } from './modules/auth/access-tokens.js';
import type { PasswordHasher } from './modules/auth/password-hasher.js';
import { UserService } from './modules/users/user.service.js';
import { AccountService } from './modules/auth/account.service.js';
import { AccountTokens } from './modules/auth/account-tokens.js';
import type { BotCheck } from './modules/auth/bot-check.gateway.js';
import type { Throttle } from './modules/auth/throttle.js';
import { ItemService } from './modules/items/item.service.js';
import { ApiKeyService } from './modules/keys/api-key.service.js';
import { UsageService } from './modules/usage/usage.service.js';
import type { ApiKeyAuthenticator, ApiKeyPrincipal } from './modules/data-proxy/api-key-authenticator.js';
import type { DataProxyService } from './modules/data-proxy/data-proxy.service.js';
import type { UsageRecorder } from './modules/data-proxy/usage-recorder.js';
import { GoogleSignInService } from './modules/auth/google-sign-in.service.js';
import type { Mailer } from './modules/mail/mailer.gateway.js';
import type { User } from './modules/users/user.entity.js';

/** Long-lived collaborators created once per app and handed to every request scope. */
export interface AppDeps {
  readonly config: Config;
  readonly orm: MikroORM;
  readonly tokens: AccessTokens;
  readonly passwords: PasswordHasher;
  readonly mailer: Mailer;
  readonly botCheck: BotCheck;
  readonly throttle: Throttle;
  readonly apiKeyAuthenticator: ApiKeyAuthenticator;
  readonly dataProxy: DataProxyService;
  readonly usage: UsageRecorder;
}

export interface Services {
  readonly auth: AuthService;
  readonly accounts: AccountService;
  readonly users: UserService;
  readonly items: ItemService;
  readonly googleSignIn: GoogleSignInService;
  readonly apiKeys: ApiKeyService;
  readonly usage: UsageService;
}

export function createServices(deps: AppDeps, em: EntityManager, clientIp: string): Services {
  const { config, passwords, mailer, throttle } = deps;
  const users = new UserService(em, passwords, mailer, { name: config.projectName, frontendUrl: config.frontendUrl });
  const auth = new AuthService(em, users, deps.tokens, passwords, throttle, clientIp);
  const accounts = new AccountService(em, users, new AccountTokens(em), passwords, mailer, deps.botCheck, throttle, config, clientIp);
  return { auth, accounts, users, items: new ItemService(em), googleSignIn: new GoogleSignInService(em, users), apiKeys: new ApiKeyService(em), usage: new UsageService(em, config.plans) };
}

export class RequestScope {
  private forkedEm?: EntityManager;
  private builtServices?: Services;
  private viewerPromise?: Promise<User>;
  private principalPromise?: Promise<ApiKeyPrincipal>;

  constructor(
    private readonly deps: AppDeps,
    readonly requestId: string,
    readonly log: FastifyBaseLogger,
    private readonly bearerToken: string | undefined,
    readonly clientIp: string,
    private readonly apiKeyHeader: string | undefined,
  ) {}

  get em(): EntityManager {
    this.forkedEm ??= this.deps.orm.em.fork() as EntityManager;
    return this.forkedEm;
  }

  get services(): Services {
    this.builtServices ??= createServices(this.deps, this.em, this.clientIp);
    return this.builtServices;
  }

  /** The authenticated caller; rejects with the inherited 401/403/404 messages. */
  viewer(): Promise<User> {
    this.viewerPromise ??= this.services.auth.authenticate(this.bearerToken);
    return this.viewerPromise;
  }

  /** The data proxy is app-wide and needs no entity manager: its hot path forks none. */
  get dataProxy(): DataProxyService {
    return this.deps.dataProxy;
  }

  /** The account behind the request's X-API-Key; rejects missing, unknown and revoked keys alike. */
  apiKeyPrincipal(): Promise<ApiKeyPrincipal> {
    this.principalPromise ??= this.deps.apiKeyAuthenticator.authenticate(this.apiKeyHeader);
    return this.principalPromise;
  }

  /** Enforces an access level and returns the signed-in caller (null for public and API-key access). */
  async require(access: Access): Promise<User | null> {
    if (access === 'public') return null;
    if (access === 'apiKey') {
      await this.apiKeyPrincipal();
      return null;
    }
    const user = await this.viewer();
    AuthService.assertAccess(user, access);
    return user;
  }
}

export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
