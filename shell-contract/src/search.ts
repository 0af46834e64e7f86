/** Search parameters each route accepts, parsed the same way by the shell and by a standalone remote. */
export interface PageSearch {
  /** 1-based; anything that is not a whole number of at least 1 reads as 1. */
  page: number;
}

export interface BillingSearch {
  /** How Stripe Checkout ended: 'success' or 'cancel'. */
  checkout?: string;
  /** `session_id` of the checkout return: the Checkout Session the screen confirms. */
  sessionId?: string;
  /** 'return' when the billing portal sends the browser back: the screen reads Stripe afresh. */
  portal?: string;
}

/** The one-time token an e-mailed link carries (activation, password reset, e-mail change). */
export interface TokenSearch {
  token?: string;
}

/** The request log opened on one call: the X-Request-Id its answer carried (`request_id`). */
interface RequestLogSearch {
  requestId?: string;
}

export interface SearchParamsByPath {
  '/items': PageSearch;
  '/admin': PageSearch;
  '/billing': BillingSearch;
  '/usage/requests': RequestLogSearch;
  '/activate': TokenSearch;
  '/reset-password': TokenSearch;
  '/email-change/confirm': TokenSearch;
  '/email-change/cancel': TokenSearch;
}

export type EmptySearch = Record<string, never>;

export function parsePage(value: string | null): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function optional<K extends string>(key: K, params: URLSearchParams): { [P in K]?: string } {
  const value = params.get(key);
  return (value === null || value === '' ? {} : { [key]: value }) as { [P in K]?: string };
}

const parsers: { [P in keyof SearchParamsByPath]: (params: URLSearchParams) => SearchParamsByPath[P] } = {
  '/items': (params) => ({ page: parsePage(params.get('page')) }),
  '/admin': (params) => ({ page: parsePage(params.get('page')) }),
  '/billing': (params) => {
    const { session_id: sessionId } = optional('session_id', params);
    return {
      ...optional('checkout', params),
      ...(sessionId === undefined ? {} : { sessionId }),
      ...optional('portal', params),
    };
  },
  '/usage/requests': (params) => {
    const { request_id: requestId } = optional('request_id', params);
    return requestId === undefined ? {} : { requestId };
  },
  '/activate': (params) => optional('token', params),
  '/reset-password': (params) => optional('token', params),
  '/email-change/confirm': (params) => optional('token', params),
  '/email-change/cancel': (params) => optional('token', params),
};

export type SearchOf<P extends string> = P extends keyof SearchParamsByPath ? SearchParamsByPath[P] : EmptySearch;

export function parseSearch<P extends string>(path: P, params: URLSearchParams): SearchOf<P> {
  const parse = (parsers as Record<string, ((params: URLSearchParams) => unknown) | undefined>)[path];
  return (parse ? parse(params) : {}) as SearchOf<P>;
}
