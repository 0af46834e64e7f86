export interface RetryPolicy {
  /** How many times one call is tried again after a 429 (or a 503 with Retry-After); 3 unless set. */
  maxRetries?: number;
  /** The longest wait the client accepts, in seconds; a longer Retry-After is answered with the refusal. 60 unless set. */
  maxWaitSeconds?: number;
}

/**
 * Refusals worth trying again after the wait their Retry-After names: a limit (429), and a server
 * shedding load or an upstream resting (503), which ran nothing of the call.
 */
const RETRIED_STATUSES = new Set([429, 503]);

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
      const waitSeconds = RETRIED_STATUSES.has(response.status)
        ? retryAfterSeconds(response.headers.get('retry-after'))
        : undefined;
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
