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

/** The usage windows and chart intervals the usage API serves (bff/src/modules/usage/README.md). */
export const USAGE_WINDOWS = ['1h', '24h', '7d', '30d', '90d'] as const;
export type UsageWindow = (typeof USAGE_WINDOWS)[number];
export const USAGE_INTERVALS = ['minute', 'hour', 'day'] as const;
export type UsageInterval = (typeof USAGE_INTERVALS)[number];

/**
 * The usage view, kept in the address so that a reload or a shared link shows the same view. A
 * value that is not one the API takes is left out, and the screen uses its default instead.
 */
export interface UsageSearch {
  window?: UsageWindow;
  interval?: UsageInterval;
  /** An API key id: the chart and the status breakdown show only its calls. */
  key?: string;
  /** Superusers: a user id, or 'all' for the whole platform. */
  account?: string;
}

/** The tabs of /settings, in their order; each has its address (`/settings?tab=notifications`). */
const SETTINGS_TABS = ['profile', 'password', 'security', 'notifications', 'appearance', 'danger'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The settings tab shown: an e-mail's link can open Notifications, a reload keeps the tab. */
export interface SettingsSearch {
  tab?: SettingsTab;
}

/** The address of a settings tab: `/settings` for the first. */
export function settingsHref(tab: SettingsTab): string {
  return tab === SETTINGS_TABS[0] ? '/settings' : `/settings?tab=${tab}`;
}

/** The status classes and cache outcomes the request log filters by (the API's `statusClass`, `cacheStatus`). */
export const REQUEST_LOG_STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export const REQUEST_LOG_CACHE_STATUSES = ['HIT', 'STALE', 'MISS', 'NONE'] as const;

/**
 * The request log's filters, kept in the address as the usage view's are: a reload or a shared
 * link shows the same calls. A value the API would refuse is left out (the filter reads "any").
 */
export interface RequestLogSearch {
  /** The X-Request-Id an answer carried (`request_id`): the log opened on one call. */
  requestId?: string;
  /** Superusers: whose log, a user id. */
  account?: string;
  /** An API key id. */
  key?: string;
  /** A path as the log names it, `/football/live`. */
  endpoint?: string;
  status?: (typeof REQUEST_LOG_STATUS_CLASSES)[number];
  cache?: (typeof REQUEST_LOG_CACHE_STATUSES)[number];
  /** A `datetime-local` value, `2026-11-29T09:00`, read as UTC. */
  from?: string;
  to?: string;
}

export interface SearchParamsByPath {
  '/usage': UsageSearch;
  '/items': PageSearch;
  '/admin': PageSearch;
  '/billing': BillingSearch;
  '/usage/requests': RequestLogSearch;
  '/settings': SettingsSearch;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<V extends string>(values: readonly V[], value: string | null): V | undefined {
  return (values as readonly (string | null)[]).includes(value) ? (value as V) : undefined;
}

/** The search without its unset values: a parsed search lists only what the address set. */
function definedOnly<S extends object>(search: S): S {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as S;
}

function parseUsageSearch(params: URLSearchParams): UsageSearch {
  const key = params.get('key');
  const account = params.get('account');
  const search: UsageSearch = {
    window: oneOf(USAGE_WINDOWS, params.get('window')),
    interval: oneOf(USAGE_INTERVALS, params.get('interval')),
    key: key !== null && UUID.test(key) ? key.toLowerCase() : undefined,
    account: account === 'all' || (account !== null && UUID.test(account)) ? account.toLowerCase() : undefined,
  };
  return definedOnly(search);
}

/** A `datetime-local` input's value: minutes, optionally seconds and milliseconds. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

function parseRequestLogSearch(params: URLSearchParams): RequestLogSearch {
  const { request_id: requestId } = optional('request_id', params);
  const uuid = (name: string) => {
    const value = params.get(name);
    return value !== null && UUID.test(value) ? value.toLowerCase() : undefined;
  };
  const localDateTime = (name: string) => {
    const value = params.get(name);
    return value !== null && LOCAL_DATE_TIME.test(value) ? value : undefined;
  };
  const search: RequestLogSearch = {
    requestId,
    account: uuid('account'),
    key: uuid('key'),
    endpoint: params.get('endpoint')?.trim() || undefined,
    status: oneOf(REQUEST_LOG_STATUS_CLASSES, params.get('status')),
    cache: oneOf(REQUEST_LOG_CACHE_STATUSES, params.get('cache')),
    from: localDateTime('from'),
    to: localDateTime('to'),
  };
  return definedOnly(search);
}

/** The address of a usage view, for links from other screens (an API key's row to its usage). */
export function usageHref(search: UsageSearch): string {
  const params = new URLSearchParams();
  for (const name of ['window', 'interval', 'key', 'account'] as const) {
    const value = search[name];
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `/usage?${text}` : '/usage';
}

const parsers: { [P in keyof SearchParamsByPath]: (params: URLSearchParams) => SearchParamsByPath[P] } = {
  '/usage': parseUsageSearch,
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
  '/usage/requests': parseRequestLogSearch,
  '/settings': (params) => {
    const tab = oneOf(SETTINGS_TABS, params.get('tab'));
    return tab === undefined ? {} : { tab };
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
