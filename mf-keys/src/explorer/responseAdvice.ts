// What a proxy answer means for someone calling it from code. Held as data, not markup, because it
// is said in two ways: shown under the status (with a link to the screen that fixes the problem)
// and spoken once, with the status, by the explorer's live region.

/** A run of text, or a link to a screen of the product. */
export type AdvicePart = string | { link: string; to: string };

/** The advice for an answer, or undefined when its status needs none (a 200 speaks for itself). */
export function responseAdvice(status: number, headers: ReadonlyMap<string, string>): AdvicePart[] | undefined {
  if (status === 401) {
    return [
      'The key is missing, unknown, mistyped, revoked or expired. Check it, or create a new one on the ',
      { link: 'API Keys screen', to: '/api-keys' },
      '.',
    ];
  }
  if (status === 429) {
    const retryAfter = headers.get('retry-after');
    return [
      `Rate limit reached for your account${retryAfter ? `: retry in ${retryAfter} s` : ''}. Limits count all of your keys together.`,
    ];
  }
  if (status === 502 || status === 504) return ['The data provider could not be reached in time. Try again shortly.'];
  if (status === 503) return ['The data provider is unavailable; Touchline is holding calls back until it recovers.'];
  if (status === 404) return ['Nothing found at this path: check the parameters.'];
  return undefined;
}

/** The advice as plain text, links read by their names. */
export function adviceText(parts: readonly AdvicePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.link)).join('');
}
