export interface RetryPolicy {
  /**
   * How many times one call is tried again after a 429 (or an uncounted 503 with Retry-After); 3
   * unless set. Calls sent together on a plan of one a second come back one a second: five at once
   * need 4.
   */
  maxRetries?: number;
  /** The longest wait the client accepts, in seconds; a longer Retry-After is answered with the refusal. 60 unless set. */
  maxWaitSeconds?: number;
}

/**
 * Refusals worth trying again after the wait their Retry-After names: a limit (429), which never
 * counts against the quota, and a 503 the server did not count either (a busy server shedding
 * load, which ran nothing of the call). A 503 it counted, an upstream's own or its circuit
 * breaker's, carries the quota's `X-RateLimit-*` headers: trying it again would spend a call of
 * the quota each time, so it is given back.
 */
function isRetried(response: Response): boolean {
  if (response.status === 429) return true;
  return response.status === 503 && !response.headers.has('x-ratelimit-limit');
}

/**
 * Callers refused together are told the same wait, and would all come back in the same instant and
 * be refused together again (five calls at once on a plan of one a second): each waits up to a
 * second more, at random, so that they come back apart.
 */
const MAX_JITTER_SECONDS = 1;

/** A fetch that waits as a 429's (or 503's) Retry-After says (seconds or an HTTP date) and tries again. */
export function fetchHonouringRetryAfter(
  baseFetch: typeof fetch,
  { maxRetries = 3, maxWaitSeconds = 60 }: RetryPolicy,
): typeof fetch {
  return async (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    for (let attempt = 0; ; attempt += 1) {
      // A Request's body can be read once: each attempt sends a copy.
      const response = await baseFetch(input instanceof Request ? input.clone() : input, init);
      const waitSeconds = isRetried(response) ? retryAfterSeconds(response.headers.get('retry-after')) : undefined;
      if (waitSeconds === undefined || attempt >= maxRetries || waitSeconds > maxWaitSeconds) return response;
      await response.body?.cancel();
      await sleep((waitSeconds + Math.random() * MAX_JITTER_SECONDS) * 1000, signal ?? undefined);
    }
  };
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as the caller aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  // Seconds are whole by the standard; a fraction is read as what it says, not as a date.
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}
