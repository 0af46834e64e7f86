export interface RetryPolicy {
  /** How many times one call is tried again after a 429; 3 unless set. */
  maxRetries?: number;
  /** The longest wait the client accepts, in seconds; a longer Retry-After is answered with the 429. 60 unless set. */
  maxWaitSeconds?: number;
}

/** A fetch that waits as a 429's Retry-After says (seconds or an HTTP date) and tries again. */
export function fetchHonouringRetryAfter(
  baseFetch: typeof fetch,
  { maxRetries = 3, maxWaitSeconds = 60 }: RetryPolicy,
): typeof fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      // A Request's body can be read once: each attempt sends a copy.
      const response = await baseFetch(input instanceof Request ? input.clone() : input, init);
      const waitSeconds = response.status === 429 ? retryAfterSeconds(response.headers.get('retry-after')) : undefined;
      if (waitSeconds === undefined || attempt >= maxRetries || waitSeconds > maxWaitSeconds) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    }
  };
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}
