// Sample usage for unit tests and stories (free of test-only imports so stories can use them).
// Apollo answers are matched by variables where it matters and recorded, so a test can say which
// window or interval was asked for.
import { testShell } from '@touchline/remote-devkit/testing/shell';
import type { ShellServices, Viewer } from '@touchline/shell-contract';
import { ACCOUNTS_LIMIT, UsageAccountsQuery } from '../components/AccountPicker';
import type { ChartBucket } from '../data/chartBucket';
import { UsageWidgetQuery } from '../components/UsageWidget';
import { INTERVALS, type UsageInterval } from '../components/windows';
import { UsageChartQuery, UsagePageQuery, UsageStatusesQuery } from '../pages/UsagePage';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export const ownViewer: Viewer = {
  id: '0190a000-0000-7000-8000-0000000000a1',
  email: 'dev@example.com',
  fullName: 'Dana Developer',
  avatarUrl: null,
  isSuperuser: false,
};
export const adminViewer: Viewer = {
  id: '0190a000-0000-7000-8000-0000000000a0',
  email: 'admin@example.com',
  fullName: 'Touchline Admin',
  avatarUrl: null,
  isSuperuser: true,
};

/** What the shell lends a screen, for stories: the developer signed in unless told otherwise. */
export function storyShell(viewer: Viewer | null = ownViewer): ShellServices {
  return testShell({ viewer });
}

export function sampleSummary(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'UsageSummary' as const,
    calls: 12_480,
    successfulCalls: 12_168,
    clientErrors: 274,
    serverErrors: 38,
    rateLimitedCalls: 121,
    errors: 312,
    errorRate: 0.025,
    avgLatencyMs: 41.2,
    p95LatencyMs: 120,
    cacheHits: 7_863,
    cacheHitRatio: 0.63,
    quota: {
      __typename: 'UsageQuota' as const,
      plan: 'pro',
      limit: 50_000,
      used: 9_120,
      remaining: 40_880,
      resetsAt: new Date(Math.ceil(Date.now() / DAY) * DAY).toISOString(),
    },
    ...overrides,
  };
}

export function emptySummary() {
  return sampleSummary({
    calls: 0,
    successfulCalls: 0,
    clientErrors: 0,
    serverErrors: 0,
    rateLimitedCalls: 0,
    errors: 0,
    errorRate: null,
    avgLatencyMs: null,
    p95LatencyMs: null,
    cacheHits: 0,
    cacheHitRatio: null,
    quota: { ...sampleSummary().quota, plan: 'free', limit: 100, used: 0, remaining: 100 },
  });
}

export const sampleEndpoints = [
  { provider: 'flashscore', endpoint: '/football/live', calls: 6_210, errors: 31, errorRate: 0.005, p95LatencyMs: 80 },
  {
    provider: 'flashscore',
    endpoint: '/football/match/{id}',
    calls: 3_104,
    errors: 150,
    errorRate: 0.0483,
    p95LatencyMs: 200,
  },
  {
    provider: 'transfermarkt',
    endpoint: '/players/{id}/profile',
    calls: 2_011,
    errors: 94,
    errorRate: 0.0467,
    p95LatencyMs: 300,
  },
  {
    provider: 'transfermarkt',
    endpoint: '/clubs/search/{query}',
    calls: 1_155,
    errors: 37,
    errorRate: 0.032,
    p95LatencyMs: 500,
  },
].map((row) => ({ __typename: 'EndpointUsage' as const, ...row }));

export function sampleKeys() {
  return [
    {
      id: '0190a000-0000-7000-8000-0000000000b1',
      name: 'Production server',
      prefix: 'tl_AbC12345',
      isRevoked: false,
      isExpired: false,
      calls: 10_900,
      errors: 240,
      lastUsedAt: ago(2 * MINUTE),
    },
    {
      id: '0190a000-0000-7000-8000-0000000000b2',
      name: 'Staging',
      prefix: 'tl_x9Yz0Qw7',
      isRevoked: false,
      isExpired: false,
      calls: 1_580,
      errors: 72,
      lastUsedAt: ago(3 * HOUR),
    },
    {
      id: '0190a000-0000-7000-8000-0000000000b5',
      name: 'Hackathon demo',
      prefix: 'tl_Hack2026',
      isRevoked: false,
      isExpired: true,
      calls: 12,
      errors: 0,
      lastUsedAt: ago(20 * HOUR),
    },
    {
      id: '0190a000-0000-7000-8000-0000000000b3',
      name: 'Leaked in a gist',
      prefix: 'tl_Lk4Gist0',
      isRevoked: true,
      isExpired: false,
      calls: 0,
      errors: 0,
      lastUsedAt: ago(12 * DAY),
    },
    {
      id: '0190a000-0000-7000-8000-0000000000b4',
      name: 'Local development',
      prefix: 'tl_Dev00001',
      isRevoked: false,
      isExpired: false,
      calls: 0,
      errors: 0,
      lastUsedAt: null,
    },
  ].map((row) => ({ __typename: 'KeyUsage' as const, ...row }));
}

const intervalMs = (interval: UsageInterval) => INTERVALS.find(({ value }) => value === interval)!.ms;

/** Zero-filled buckets over [dateFrom, dateTo) with a daily rhythm, as the API would answer. */
export function sampleBuckets(interval: UsageInterval, dateFrom: string, dateTo: string, scale = 1): ChartBucket[] {
  const step = intervalMs(interval);
  const first = Math.floor(Date.parse(dateFrom) / step) * step;
  const buckets = [];
  for (let start = first; start < Date.parse(dateTo); start += step) {
    const hour = new Date(start).getUTCHours();
    const wave = interval === 'day' ? 1 : 0.55 + 0.45 * Math.sin(((hour - 6) / 24) * 2 * Math.PI);
    const calls = Math.round(scale * (step / MINUTE) * 9 * wave * (0.85 + 0.3 * (((start / step) * 7919) % 1)));
    const errors = Math.round(calls * (hour === 14 ? 0.12 : 0.02));
    buckets.push({
      __typename: 'UsageBucket' as const,
      start: new Date(start).toISOString(),
      calls,
      errors,
      p95LatencyMs: calls ? 120 : null,
    });
  }
  return buckets;
}

interface PageVariables {
  window: string;
  userId?: string | null;
}

interface ChartVariables {
  interval: UsageInterval;
  dateFrom: string;
  dateTo: string;
  apiKeyId?: string | null;
  userId?: string | null;
}

interface StatusesVariables {
  window: string;
  apiKeyId?: string;
  userId?: string;
}

/** Everything the screen asked for, in order. */
export interface Requests {
  page: PageVariables[];
  chart: ChartVariables[];
  statuses: StatusesVariables[];
  accounts: number;
}

export function newRequests(): Requests {
  return { page: [], chart: [], statuses: [], accounts: 0 };
}

const code = (statusCode: number, reason: string | null, calls: number) => ({
  __typename: 'StatusCodeUsage' as const,
  statusCode,
  reason,
  calls,
  share: calls / 12_480,
});

/** A window's status breakdown: every class, with its exact codes. */
export const sampleStatuses = [
  {
    statusClass: 'success',
    codes: '100-399',
    calls: 12_000,
    callsWithoutCode: 0,
    statusCodes: [code(200, 'OK', 11_200), code(304, 'Not Modified', 800)],
  },
  {
    statusClass: 'client_error',
    codes: '400-499 except 429',
    calls: 300,
    callsWithoutCode: 20,
    statusCodes: [code(404, 'Not Found', 270), code(414, 'URI Too Long', 10)],
  },
  {
    statusClass: 'rate_limited',
    codes: '429',
    calls: 100,
    callsWithoutCode: 0,
    statusCodes: [code(429, 'Too Many Requests', 100)],
  },
  {
    statusClass: 'server_error',
    codes: '500 and above',
    calls: 80,
    callsWithoutCode: 0,
    statusCodes: [code(502, 'Bad Gateway', 50), code(503, 'Service Unavailable', 30)],
  },
].map((row) => ({ __typename: 'StatusClassUsage' as const, share: row.calls / 12_480, ...row }));

export interface UsageMockOptions {
  summary?: ReturnType<typeof sampleSummary> | ((variables: PageVariables) => ReturnType<typeof sampleSummary>);
  endpoints?: typeof sampleEndpoints;
  keys?: ReturnType<typeof sampleKeys>;
  /** A GraphQL error (message + extensions) instead of the page's data. */
  pageError?: { message: string; extensions?: Record<string, unknown> };
  chartError?: { message: string; extensions?: Record<string, unknown> };
  requests?: Requests;
  delay?: number;
}

/** Answers for the /usage screen's three queries, any variables, as often as asked. */
export function usageMocks({
  summary = sampleSummary(),
  endpoints = sampleEndpoints,
  keys = sampleKeys(),
  pageError,
  chartError,
  requests = newRequests(),
  delay = 0,
}: UsageMockOptions = {}) {
  return [
    {
      request: { query: UsagePageQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay,
      result: (variables: Record<string, unknown>) => {
        requests.page.push(variables as unknown as PageVariables);
        if (pageError) return { errors: [pageError] };
        return {
          data: {
            usageSummary: typeof summary === 'function' ? summary(variables as unknown as PageVariables) : summary,
            usageTopEndpoints: { __typename: 'UsageTopEndpoints', data: endpoints },
            usageKeys: { __typename: 'UsageKeys', data: keys },
          },
        };
      },
    },
    {
      request: { query: UsageStatusesQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay,
      result: (variables: Record<string, unknown>) => {
        requests.statuses.push(variables as unknown as StatusesVariables);
        return { data: { usageStatuses: { __typename: 'UsageStatuses', data: sampleStatuses } } };
      },
    },
    {
      request: { query: UsageChartQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay,
      result: (variables: Record<string, unknown>) => {
        const chart = variables as unknown as ChartVariables;
        requests.chart.push(chart);
        if (chartError) return { errors: [chartError] };
        return {
          data: {
            usageTimeseries: {
              __typename: 'UsageTimeseries',
              data: sampleBuckets(chart.interval, chart.dateFrom, chart.dateTo, chart.apiKeyId ? 0.3 : 1),
            },
          },
        };
      },
    },
  ];
}

const sampleAccounts = [
  { id: '0190a000-0000-7000-8000-0000000000a1', email: 'dev@example.com', fullName: 'Dana Developer' },
  { id: '0190a000-0000-7000-8000-0000000000a2', email: 'ops@example.com', fullName: null },
  { id: adminViewer.id, email: adminViewer.email, fullName: adminViewer.fullName },
].map((user) => ({ __typename: 'User' as const, ...user }));

export function accountsMock(requests: Requests = newRequests()) {
  return {
    request: { query: UsageAccountsQuery, variables: { limit: ACCOUNTS_LIMIT } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      requests.accounts += 1;
      return { data: { users: { __typename: 'UserPage', count: sampleAccounts.length, data: sampleAccounts } } };
    },
  };
}

export function widgetMock({
  hourly = [0, 0, 4, 9, 12, 7, 3, 0, 0, 2, 6, 14, 22, 18, 11, 9, 8, 13, 17, 21, 15, 6, 3, 5],
  summary = sampleSummary({ quota: { ...sampleSummary().quota, plan: 'free', limit: 100, used: 42, remaining: 58 } }),
  error,
  delay = 0,
}: { hourly?: number[]; summary?: ReturnType<typeof sampleSummary>; error?: Error; delay?: number } = {}) {
  return {
    request: { query: UsageWidgetQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay,
    ...(error
      ? { error }
      : {
          result: (variables: Record<string, unknown>) => {
            const from = Date.parse(String(variables.dateFrom));
            return {
              data: {
                usageSummary: summary,
                usageTimeseries: {
                  __typename: 'UsageTimeseries',
                  data: hourly.map((calls, index) => ({
                    __typename: 'UsageBucket',
                    start: new Date(from + index * HOUR).toISOString(),
                    calls,
                  })),
                },
              },
            };
          },
        }),
  };
}

/** A row of the request log, the n-th newest call of 2030-03-15 10:30 UTC. */
export const requestLogRow = (n: number, fields: Record<string, unknown> = {}) => ({
  __typename: 'RequestLogEntry' as const,
  occurredAt: new Date(Date.UTC(2030, 2, 15, 10, 30 - n)).toISOString(),
  requestId: `0190c8a2-0000-7000-8000-00000000000${n}`,
  apiKeyId: 'k-1',
  keyName: 'Production server',
  method: 'GET',
  path: `/players/${n}/profile`,
  provider: 'transfermarkt',
  status: 200,
  latencyMs: 12,
  bytes: 2048,
  cacheStatus: 'HIT',
  ...fields,
});
