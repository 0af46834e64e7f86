// The only importer of undici for upstream calls. One connection pool per upstream; requests
// are built from scratch (no client header is forwarded) with the upstream's own credential;
// redirects are never followed; connection failures and 502/503/504 are retried at most twice,
// with jitter, while a retry budget lasts. The circuit breaker counts only what says the
// upstream is unavailable (no connection, no answer in time, 502/503/504 after the retries): an
// upstream that answers, even with a 500 for one path, is up. It is told which account each
// failure came from, and opens only when the failures show the upstream down for everyone
// (circuit-breaker.ts): one caller's bad requests must not shut the upstream off for the others.
// An error answer's body is passed on only when it is the upstream's documented error shape and
// reveals nothing of its insides (upstream-error-body.ts).
import { Pool, type Dispatcher } from 'undici';
import { isWellFormedJson } from '../../shared/json-syntax.js';
import { ProviderCallStats, type FailureKind } from '../provider-status/provider-call-stats.js';
import { CircuitBreaker, DEFAULT_BREAKER_POLICY } from './circuit-breaker.js';
import { screenedErrorAnswer, type UpstreamAnswer } from './upstream-error-body.js';

export class UpstreamUnavailable extends Error {
  constructor(
    /** `invalid-answer`: the upstream answered, with something not passed on (a redirect, bad JSON, too large). */
    readonly kind: 'unreachable' | 'timeout' | 'circuit-open' | 'invalid-answer',
    message: string,
    /** For `circuit-open`: when the next probe may go through. */
    readonly retryAfterSeconds?: number,
    /** For `unreachable`: no connection could be made, before anything of the call was sent. */
    readonly isConnectionFailure = false,
  ) {
    super(message);
  }
}

/** Headers worth passing back to the client; everything else (cookies, hop-by-hop) stays behind. */
const PASSED_BACK = ['content-type', 'content-language', 'etag', 'last-modified', 'x-sample-data', 'x-data-source'];
/** Passed back on error answers only: an upstream's own 429 or 503 says when to try again. */
const PASSED_BACK_ON_ERRORS = ['retry-after'];
const RETRYABLE_STATUS = new Set([502, 503, 504]);
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const MAX_RETRIES = 2;
/** How long an upstream counts as under pressure after its calls were last found saturated. */
const PRESSURE_MEMORY_MS = 1000;
/**
 * Errors of a connection that could not be made: nothing of the call (its path, its query) had
 * reached the upstream, so no caller's choice of call can have caused them.
 */
const CONNECTION_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** How the status names each way a call to the upstream failed; null for a call that was not made. */
const FAILURE_KIND: Record<UpstreamUnavailable['kind'], ((error: UpstreamUnavailable) => FailureKind) | null> = {
  unreachable: (error) => (error.isConnectionFailure ? 'connection-refused' : 'connection-failed'),
  timeout: () => 'timeout',
  'invalid-answer': () => 'invalid-answer',
  'circuit-open': null,
};

export interface UpstreamOptions {
  name: string;
  baseUrl: string;
  credential: { header: string; value: string } | null;
  timeoutMs: number;
  breakerOpenMs: number;
  /** Calls under way at once (sent, or waiting for a connection) past which `isSaturated` says so; 0 for no limit. */
  maxCallsInFlight: number;
}

export class UpstreamGateway {
  private readonly pool: Pool;
  /** Built once: the same for every call. */
  private readonly requestHeaders: Record<string, string>;
  readonly breaker: CircuitBreaker;
  /** Every call's outcome and latency, for the provider status (modules/provider-status). */
  readonly calls = new ProviderCallStats();
  /** Retries may add at most a tenth of the traffic (plus a small floor) so they cannot snowball. */
  private retryTokens = 10;
  private callsInFlight = 0;
  /** When `isSaturated` last found the calls under way at their limit (performance.now()). */
  private saturatedAt = -Infinity;

  constructor(private readonly options: UpstreamOptions) {
    this.breaker = new CircuitBreaker({ ...DEFAULT_BREAKER_POLICY, openMs: options.breakerOpenMs });
    this.requestHeaders = { accept: 'application/json' };
    if (options.credential) this.requestHeaders[options.credential.header] = options.credential.value;
    this.pool = new Pool(new URL(options.baseUrl).origin, {
      connections: 64,
      keepAliveTimeout: 30_000,
      // Each call's deadline is AnswerCollector's own timer. undici's header and body timeouts run
      // on a clock that ticks every ~half second, so a 300 ms timeout fired after 0.5-1 s: off.
      headersTimeout: 0,
      bodyTimeout: 0,
    });
  }

  /**
   * `target` is the path and query on the upstream's origin (see `upstreamTargetOf`); `account`
   * the account the call is made for, which the circuit breaker weighs failures by.
   */
  async get(target: string, method: 'GET' | 'HEAD', account: string): Promise<UpstreamAnswer> {
    this.callsInFlight += 1;
    const startedAt = performance.now();
    try {
      const answer = await this.attempts(target, method, account);
      if (answer.status >= 500) this.calls.failed(performance.now() - startedAt, 'server-error');
      else this.calls.succeeded(performance.now() - startedAt);
      return answer;
    } catch (error) {
      // A call the open breaker refused never reached the upstream: the breaker's state tells of it.
      const kind = error instanceof UpstreamUnavailable ? FAILURE_KIND[error.kind] : null;
      if (kind !== null) this.calls.failed(performance.now() - startedAt, kind(error as UpstreamUnavailable));
      throw error;
    } finally {
      this.callsInFlight -= 1;
    }
  }

  /**
   * Whether one more call would wait behind too many others: the calls under way (retries and
   * their back-off included) have reached the limit, which sits below the pool's connections so
   * that an admitted call never queues for one. The data proxy sheds such a call rather than
   * queue it (http/load-shedding.ts). Each time it finds the limit reached is remembered for
   * `isUnderPressure`.
   */
  isSaturated(): boolean {
    const isSaturated = this.options.maxCallsInFlight > 0 && this.callsInFlight >= this.options.maxCallsInFlight;
    if (isSaturated) this.saturatedAt = performance.now();
    return isSaturated;
  }

  /**
   * Whether this upstream's calls are queueing: saturated now or within the last second. Its
   * answers then come late (it and this process are both behind), and the data proxy stops
   * waiting for a miss's answer at its deadline.
   */
  isUnderPressure(): boolean {
    return this.isSaturated() || performance.now() - this.saturatedAt < PRESSURE_MEMORY_MS;
  }

  private async attempts(target: string, method: 'GET' | 'HEAD', account: string): Promise<UpstreamAnswer> {
    if (!this.breaker.allow()) {
      const retryAfterSeconds = Math.max(1, Math.ceil(this.breaker.msUntilProbe() / 1000));
      throw new UpstreamUnavailable(
        'circuit-open',
        `The ${this.options.name} upstream is unavailable; retrying shortly`,
        retryAfterSeconds,
      );
    }
    this.retryTokens = Math.min(this.retryTokens + 0.1, 10);
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await this.once(target, method);
        if (RETRYABLE_STATUS.has(answer.status) && this.mayRetry(attempt)) {
          await backoff(attempt);
          continue;
        }
        if (RETRYABLE_STATUS.has(answer.status)) this.breaker.failed(account, false);
        else this.breaker.succeeded();
        return this.validated(answer);
      } catch (error) {
        const failure = this.classify(error);
        const { isConnectionFailure } = failure;
        if (failure.kind === 'invalid-answer') {
          this.breaker.succeeded();
          throw failure;
        }
        if (failure.kind === 'unreachable' && this.mayRetry(attempt)) {
          await backoff(attempt);
          continue;
        }
        this.breaker.failed(account, isConnectionFailure);
        throw failure;
      }
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /**
   * Redirects are never followed nor passed on (they could point clients anywhere), and data that
   * claims to be JSON (or says nothing, and would be served as JSON) but is not is an upstream
   * fault, not data. An error answer keeps its status, and its body only when it may be passed
   * on (upstream-error-body.ts).
   */
  private validated(answer: UpstreamAnswer): UpstreamAnswer {
    if (answer.status >= 300 && answer.status < 400) {
      throw new UpstreamUnavailable(
        'invalid-answer',
        `The ${this.options.name} upstream answered with a redirect, which is not followed`,
      );
    }
    if (answer.status >= 400) return screenedErrorAnswer(this.options.name, answer);
    if (answer.body.length === 0) return answer;
    const type = answer.headers['content-type'];
    if (type !== undefined && !type.includes('json')) return answer;
    if (isWellFormedJson(answer.body)) return answer;
    throw new UpstreamUnavailable('invalid-answer', `The ${this.options.name} upstream answered invalid JSON`);
  }

  private mayRetry(attempt: number): boolean {
    if (attempt >= MAX_RETRIES || this.retryTokens < 1) return false;
    this.retryTokens -= 1;
    return true;
  }

  /**
   * One request through undici's dispatch API: the answer is collected straight from the
   * parser's callbacks, without the Readable stream (and its events and ticks) that
   * `pool.request` would wrap the body in.
   */
  private once(target: string, method: 'GET' | 'HEAD'): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      this.pool.dispatch(
        { path: target, method, headers: this.requestHeaders },
        new AnswerCollector(this.options, resolve, reject),
      );
    });
  }

  private classify(error: unknown): UpstreamUnavailable {
    if (error instanceof UpstreamUnavailable) return error;
    return new UpstreamUnavailable(
      'unreachable',
      `The ${this.options.name} upstream could not be reached`,
      undefined,
      CONNECTION_FAILURE_CODES.has((error as { code?: unknown } | null)?.code as string),
    );
  }
}

/**
 * One call's answer, collected from the parser's callbacks, within the upstream's timeout: the
 * whole answer, headers and body, must arrive within `timeoutMs` of the request being sent.
 */
class AnswerCollector implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: Record<string, string> = {};
  private chunks: Buffer[] = [];
  private size = 0;
  private deadline: NodeJS.Timeout | undefined;

  constructor(
    private readonly upstream: Pick<UpstreamOptions, 'name' | 'timeoutMs'>,
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.chunks = [];
    this.size = 0;
    clearTimeout(this.deadline);
    const { name, timeoutMs } = this.upstream;
    this.deadline = setTimeout(
      () =>
        controller.abort(
          new UpstreamUnavailable('timeout', `The ${name} upstream did not answer within ${timeoutMs} ms`),
        ),
      timeoutMs,
    );
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    this.status = statusCode;
    const passed: Record<string, string> = {};
    copyHeaders(PASSED_BACK, headers, passed);
    if (statusCode >= 400) copyHeaders(PASSED_BACK_ON_ERRORS, headers, passed);
    this.headers = passed;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > MAX_BODY_BYTES) {
      controller.abort(
        new UpstreamUnavailable('invalid-answer', `The ${this.upstream.name} upstream answered more than 10 MB`),
      );
      return;
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    clearTimeout(this.deadline);
    // A copy: the chunks are views of socket reads, and a cached answer must not pin them.
    this.resolve({ status: this.status, headers: this.headers, body: Buffer.concat(this.chunks, this.size) });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    clearTimeout(this.deadline);
    this.reject(error);
  }
}

function copyHeaders(
  names: readonly string[],
  from: Record<string, string | string[] | undefined>,
  into: Record<string, string>,
): void {
  for (const name of names) {
    const value = from[name];
    if (typeof value === 'string') into[name] = value;
  }
}

function backoff(attempt: number): Promise<void> {
  const base = 50 * 2 ** attempt;
  return new Promise((resolve) => setTimeout(resolve, base + Math.random() * base));
}
