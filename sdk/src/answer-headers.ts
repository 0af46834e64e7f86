/** What a data answer says about the account's quota and the proxy's cache, read from its headers. */
export interface AnswerHeaders {
  /** The daily quota, the calls left in it, and when it starts again. */
  rateLimit: { limit: number; remaining: number; resetsAt: Date } | undefined;
  /** HIT, MISS or STALE (an expired answer served while the upstream fails). */
  cache: 'HIT' | 'MISS' | 'STALE' | undefined;
  /** Names the call in usage figures and support requests. */
  requestId: string | undefined;
  /** Seconds to wait, on a 429 or 503. */
  retryAfterSeconds: number | undefined;
}

const numberOf = (value: string | null) =>
  value === null || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);

export function answerHeadersOf(response: Response): AnswerHeaders {
  const limit = numberOf(response.headers.get('x-ratelimit-limit'));
  const remaining = numberOf(response.headers.get('x-ratelimit-remaining'));
  const reset = numberOf(response.headers.get('x-ratelimit-reset'));
  const cache = response.headers.get('x-cache');
  return {
    rateLimit:
      limit !== undefined && remaining !== undefined && reset !== undefined
        ? { limit, remaining, resetsAt: new Date(reset * 1000) }
        : undefined,
    cache: cache === 'HIT' || cache === 'MISS' || cache === 'STALE' ? cache : undefined,
    requestId: response.headers.get('x-request-id') ?? undefined,
    retryAfterSeconds: numberOf(response.headers.get('retry-after')),
  };
}
