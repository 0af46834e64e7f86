// Everything one request may use, built lazily and shared by REST and GraphQL alike: the
// caller, an entity-manager fork of its own, and the services constructed over that fork.
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from './config.js';
import { AuthService, type Authenticated } from './modules/auth/auth.service.js';
import { EmailChangeService } from './modules/auth/email-change.service.js';
import { ReAuthentication } from './modules/auth/re-authentication.js';
import type { UserSession } from './modules/auth/session.entity.js';
import { SessionService, type RequestClient } from './modules/auth/session.service.js';
import type { Access } from './shared/access.js';
import type { WorkInBackground } from './shared/work-in-background.js';
import type { AccessTokenClaims, AccessTokens } from './modules/auth/access-tokens.js';
import { UnauthenticatedError } from './shared/errors.js';
import type { PasswordHasher } from './modules/users/password-hasher.js';
import { UserService } from './modules/users/user.service.js';
import { AccountService } from './modules/auth/account.service.js';
import { AccountTokens } from './modules/users/account-tokens.js';
import type { BotCheck } from './modules/auth/bot-check.gateway.js';
import type { Throttle } from './modules/auth/throttle.js';
import { HealthService } from './modules/health/health.service.js';
import { ItemService } from './modules/items/item.service.js';
import { ApiKeyService } from './modules/keys/api-key.service.js';
import { GettingStartedService } from './modules/getting-started/getting-started.service.js';
import { QuotaAlertService } from './modules/quota-alerts/quota-alert.service.js';
import type { AccountLimits } from './modules/data-proxy/account-limits.js';
import type { QuotaCrossingRecorder } from './modules/quota-alerts/quota-crossings.js';
import { usageServiceFor, type UsageService } from './modules/usage/usage.service.js';
import { requestLogServiceFor, type RequestLogService } from './modules/usage/request-log.service.js';
import {
  apiKeyOf,
  type ApiKeyAuthenticator,
  type ApiKeyPrincipal,
} from './modules/data-proxy/api-key-authenticator.js';
import type { ApiKeyAccessEvents } from './modules/keys/api-key-access.js';
import type { DataProxyService } from './modules/data-proxy/data-proxy.service.js';
import type { DataEndpointsService } from './modules/data-proxy/data-endpoints.service.js';
import type { ProviderStatusBoard } from './modules/provider-status/provider-status.board.js';
import type { UsageRecorder } from './modules/usage/metering/usage-recorder.js';
import { GoogleSignInService } from './modules/auth/google-sign-in.service.js';
import type { GoogleGateway } from './modules/auth/google.gateway.js';
import type { Mailer } from './modules/mail/mailer.gateway.js';
import type { User } from './modules/users/user.entity.js';
import { BillingService, type BillingDeps } from './modules/billing/billing.service.js';
import { twoFactorServiceFor, type TwoFactorService } from './modules/auth/two-factor.service.js';

/** Long-lived collaborators created once per app and handed to every request scope. */
export interface AppDeps {
  readonly config: Config;
  readonly orm: MikroORM;
  readonly tokens: AccessTokens;
  readonly passwords: PasswordHasher;
  readonly mailer: Mailer;
  readonly botCheck: BotCheck;
  /** Google sign-in (OpenID Connect); null when it is not configured. */
  readonly googleSignIn: GoogleGateway | null;
  readonly throttle: Throttle;
  readonly apiKeyAuthenticator: ApiKeyAuthenticator;
  /** Tells every process's key cache when keys stop working. */
  readonly apiKeyAccess: ApiKeyAccessEvents;
  readonly dataProxy: DataProxyService;
  /** The per-account rate and daily quota, which the proxy counts and the quota banner reads. */
  readonly limits: AccountLimits;
  /** Records (and mails) quota alert crossings, off the proxy's hot path. */
  readonly quotaCrossings: QuotaCrossingRecorder;
  readonly dataEndpoints: DataEndpointsService;
  /** The data providers' status, shared with the other processes through Redis when there is one. */
  readonly providerStatus: ProviderStatusBoard;
  readonly usage: UsageRecorder;
  readonly billing: BillingDeps;
  /** Account work done after the answer (AfterAnswer in account.service.ts); shutdown waits for it. */
  readonly afterAnswer: WorkInBackground;
  /** The process's logger, for work no request owns any more. */
  readonly log: FastifyBaseLogger;
}

export interface Services {
  readonly auth: AuthService;
  readonly accounts: AccountService;
  readonly sessions: SessionService;
  /** The password (or recent sign-in) check before changes that could keep the account. */
  readonly reauth: ReAuthentication;
  readonly emailChange: EmailChangeService;
  readonly users: UserService;
  readonly items: ItemService;
  readonly health: HealthService;
  readonly googleSignIn: GoogleSignInService;
  readonly apiKeys: ApiKeyService;
  readonly gettingStarted: GettingStartedService;
  readonly quotaAlerts: QuotaAlertService;
  readonly usage: UsageService;
  readonly requestLog: RequestLogService;
  readonly dataEndpoints: DataEndpointsService;
  readonly providerStatus: ProviderStatusBoard;
  readonly billing: BillingService;
  readonly twoFactor: TwoFactorService;
}

/** A request without a bearer token has no session: what needs one refuses it. */
const noSession = (): Promise<UserSession> => Promise.reject(new Error('no session in this scope'));

export function createServices(
  deps: AppDeps,
  em: EntityManager,
  client: RequestClient,
  currentSession: () => Promise<UserSession> = noSession,
): Services {
  const { config, passwords, mailer, throttle } = deps;
  const clientIp = client.ip;
  const accountTokens = new AccountTokens(em);
  const usage = usageServiceFor(config, em);
  const billing = new BillingService(em, deps.billing, usage);
  const reauth = new ReAuthentication(em, passwords, throttle, clientIp, currentSession);
  const users = new UserService(
    em,
    passwords,
    mailer,
    accountTokens,
    { name: config.projectName, frontendUrl: config.frontendUrl },
    deps.apiKeyAccess,
    billing,
    reauth,
  );
  const sessions = new SessionService(em, config.accessTokenTtlMinutes);
  const twoFactor = twoFactorServiceFor(config, em, { reauth, throttle, mailer, clientIp });
  const auth = new AuthService(em, users, deps.tokens, passwords, throttle, sessions, client, twoFactor);
  const accounts = new AccountService(
    em,
    users,
    accountTokens,
    passwords,
    mailer,
    deps.botCheck,
    throttle,
    config,
    clientIp,
    (what, work) =>
      deps.afterAnswer.start(
        () => work(createServices(deps, deps.orm.em.fork() as EntityManager, client).accounts),
        (error) => deps.log.error({ err: error }, `${what}: failed after the answer`),
      ),
  );
  const emailChange = new EmailChangeService(em, users, accountTokens, reauth, mailer, throttle, config, clientIp);
  return {
    auth,
    accounts,
    users,
    sessions,
    reauth,
    emailChange,
    items: new ItemService(em),
    health: new HealthService(em),
    googleSignIn: new GoogleSignInService(em, users),
    apiKeys: new ApiKeyService(em, deps.apiKeyAccess),
    gettingStarted: new GettingStartedService(em),
    quotaAlerts: new QuotaAlertService(em, deps.limits, config.plans),
    usage,
    requestLog: requestLogServiceFor(config, em, usage),
    dataEndpoints: deps.dataEndpoints,
    providerStatus: deps.providerStatus,
    billing,
    twoFactor,
  };
}

/** What a scope reads from its HTTP request (a FastifyRequest), each part only when needed. */
export interface ScopeSource {
  readonly id: string;
  readonly log: FastifyBaseLogger;
  readonly ip: string;
  readonly headers: IncomingHttpHeaders;
}

export class RequestScope {
  private forkedEm?: EntityManager;
  private builtServices?: Services;
  private claimsPromise?: Promise<AccessTokenClaims>;
  private authenticatedPromise?: Promise<Authenticated>;
  private principalPromise?: Promise<ApiKeyPrincipal>;
  private principal?: ApiKeyPrincipal;

  constructor(
    private readonly deps: AppDeps,
    private readonly request: ScopeSource,
  ) {}

  get requestId(): string {
    return this.request.id;
  }

  get log(): FastifyBaseLogger {
    return this.request.log;
  }

  get clientIp(): string {
    return this.request.ip;
  }

  private get bearerToken(): string | undefined {
    return bearerTokenOf(this.request.headers.authorization);
  }

  private get apiKeyHeader(): string | undefined {
    return apiKeyOf(this.request.headers);
  }

  get em(): EntityManager {
    this.forkedEm ??= this.deps.orm.em.fork() as EntityManager;
    return this.forkedEm;
  }

  get services(): Services {
    this.builtServices ??= createServices(this.deps, this.em, this.client, () => this.viewerSession());
    return this.builtServices;
  }

  /** Where the request comes from, as a session records it. */
  private get client(): RequestClient {
    return { ip: this.clientIp, userAgent: String(this.request.headers['user-agent'] ?? '') };
  }

  /** The authenticated caller; rejects with the inherited 401/403/404 messages. */
  async viewer(): Promise<User> {
    return (await this.authenticated()).user;
  }

  /** The session the caller's token belongs to. */
  async viewerSession(): Promise<UserSession> {
    return (await this.authenticated()).session;
  }

  /**
   * The claims of the request's access token, verified once per request: the count of requests
   * per caller (http/requests-per-caller.ts) reads them before the route's access check does.
   */
  accessClaims(): Promise<AccessTokenClaims> {
    this.claimsPromise ??= this.bearerToken
      ? this.deps.tokens.verify(this.bearerToken)
      : Promise.reject(new UnauthenticatedError('Not authenticated'));
    return this.claimsPromise;
  }

  private authenticated(): Promise<Authenticated> {
    this.authenticatedPromise ??= this.accessClaims().then((claims) => this.services.auth.authenticate(claims));
    return this.authenticatedPromise;
  }

  /** The data proxy is app-wide and needs no entity manager: its hot path forks none. */
  get dataProxy(): DataProxyService {
    return this.deps.dataProxy;
  }

  /** The account behind the request's X-API-Key; rejects missing, unknown and revoked keys alike. */
  apiKeyPrincipal(): Promise<ApiKeyPrincipal> {
    this.principalPromise ??= this.deps.apiKeyAuthenticator
      .authenticate(this.apiKeyHeader)
      .then((principal) => (this.principal = principal));
    return this.principalPromise;
  }

  /** The API key's account, once the route's access check has accepted the key. */
  get verifiedApiKeyPrincipal(): ApiKeyPrincipal {
    if (!this.principal) throw new Error('verifiedApiKeyPrincipal read on a route without apiKey access');
    return this.principal;
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

  /**
   * The access check as the REST transport runs it: undefined when it passed without I/O (an
   * API key already in the key cache), otherwise a promise that settles when it is decided.
   */
  requireNow(access: Access): Promise<unknown> | undefined {
    if (access === 'public') return undefined;
    if (access === 'apiKey' && this.principal === undefined) {
      const cached = this.deps.apiKeyAuthenticator.cached(this.apiKeyHeader);
      if (cached) this.principal = cached;
    }
    if (access === 'apiKey' && this.principal !== undefined) return undefined;
    return this.require(access);
  }
}

export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
