// The deployment's provider figures in Redis: every process adds what its calls grew by to the
// same per-minute hashes once a second, and reports its breakers under its own id; a reader sums
// the hashes of the minutes it shows. Per minute and provider, one hash
// `touchline:provider-status:{<provider>}:<minute>` of counts (c, f), the largest latency (x) and
// the usage histogram's buckets (h0..h23), expiring two hours after its last write; the latest
// failure in `touchline:provider-status:{<provider>}:failure` ("<ms>|<kind>", the later wins); the
// breakers in one hash `touchline:provider-status:breakers`, process id → JSON with the time it
// was written, so a process that stopped reporting drops out of the answer.
import type { Redis } from 'ioredis';
import { LATENCY_BUCKETS } from '../usage/latency-histogram.js';
import type { BreakerState } from '../data-proxy/circuit-breaker.js';
import type { ProviderName } from '../data-proxy/endpoint-catalog.js';
import {
  FIELDS_PER_MINUTE,
  FAILURE_KINDS,
  type FailureKind,
  type LastFailure,
  type MinuteDelta,
} from './provider-call-stats.js';

const PREFIX = 'touchline:provider-status:';
const BREAKERS_KEY = `${PREFIX}breakers`;
/** Long enough for the last hour to be read in full, whatever the clocks of the processes. */
const TTL_SECONDS = 2 * 60 * 60;

const minuteKey = (provider: ProviderName, minute: number) => `${PREFIX}{${provider}}:${minute}`;
const failureKey = (provider: ProviderName) => `${PREFIX}{${provider}}:failure`;

// KEYS: the breakers hash, the process's last send number, then one hash per minute sent, then
// one failure key per failure sent. ARGV: ttl, process id, breaker report, number of minutes, the
// send's number, then each minute's FIELDS_PER_MINUTE numbers (c, f, x, h0..), then each
// failure's time and kind. The breaker report is written every time; the figures only by the
// first run of a send: a process numbers its sends and sends the next only once one is acknowledged.
const SEND = `
local ttl = tonumber(ARGV[1])
local minutes = tonumber(ARGV[4])
local fields = ${FIELDS_PER_MINUTE}
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], ttl)
if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[5]) then return 0 end
redis.call('SET', KEYS[2], ARGV[5], 'EX', ttl)
local a = 6
for i = 1, minutes do
  local key = KEYS[2 + i]
  redis.call('HINCRBY', key, 'c', ARGV[a])
  redis.call('HINCRBY', key, 'f', ARGV[a + 1])
  local max = tonumber(redis.call('HGET', key, 'x') or '0')
  if tonumber(ARGV[a + 2]) > max then redis.call('HSET', key, 'x', ARGV[a + 2]) end
  for k = 3, fields - 1 do
    if ARGV[a + k] ~= '0' then redis.call('HINCRBY', key, 'h' .. (k - 3), ARGV[a + k]) end
  end
  redis.call('EXPIRE', key, ttl)
  a = a + fields
end
for i = 3 + minutes, #KEYS do
  local current = redis.call('GET', KEYS[i])
  local at = tonumber(ARGV[a])
  if not current or tonumber(string.match(current, '^(%d+)')) < at then
    redis.call('SET', KEYS[i], ARGV[a] .. '|' .. ARGV[a + 1], 'EX', ttl)
  end
  a = a + 2
end
return 1
`;

export interface UnsentFigures {
  provider: ProviderName;
  minutes: MinuteDelta[];
  failure: LastFailure | null;
}

export interface BreakerReport {
  at: number;
  states: Partial<Record<ProviderName, BreakerState>>;
}

/** What Redis holds for one provider: per-minute numbers in the per-minute order, and the latest failure. */
export interface StoredFigures {
  minutes: number[][];
  failure: LastFailure | null;
}

export class ProviderStatusRedis {
  constructor(private readonly redis: Redis) {}

  /** One script: the processes' figures may not be half-added when Redis fails midway. */
  async send(
    processId: string,
    sendNumber: number,
    breakers: BreakerReport,
    unsent: readonly UnsentFigures[],
  ): Promise<void> {
    const keys = [BREAKERS_KEY, `${PREFIX}last-send:${processId}`];
    const args: (string | number)[] = [TTL_SECONDS, processId, JSON.stringify(breakers), 0, sendNumber];
    let minutes = 0;
    for (const { provider, minutes: sent } of unsent)
      for (const { minute, delta } of sent) {
        keys.push(minuteKey(provider, minute));
        args.push(...delta.map(String));
        minutes += 1;
      }
    args[3] = minutes;
    for (const { provider, failure } of unsent)
      if (failure) {
        keys.push(failureKey(provider));
        args.push(Math.round(failure.at), failure.kind);
      }
    await this.redis.eval(SEND, keys.length, ...keys, ...args);
  }

  /** The minutes `fromMinute..toMinute` of each provider, its latest failure, and every process's breaker report. */
  async read(
    providers: readonly ProviderName[],
    fromMinute: number,
    toMinute: number,
  ): Promise<{ figures: Record<string, StoredFigures>; breakers: Map<string, BreakerReport> }> {
    const pipeline = this.redis.pipeline();
    pipeline.hgetall(BREAKERS_KEY);
    for (const provider of providers) {
      pipeline.get(failureKey(provider));
      for (let minute = fromMinute; minute <= toMinute; minute++) pipeline.hgetall(minuteKey(provider, minute));
    }
    const results = (await pipeline.exec()) ?? [];
    const values = results.map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    const breakers = new Map<string, BreakerReport>();
    for (const [processId, report] of Object.entries((values[0] ?? {}) as Record<string, string>))
      breakers.set(processId, JSON.parse(report) as BreakerReport);
    const figures: Record<string, StoredFigures> = {};
    let index = 1;
    for (const provider of providers) {
      const failure = parseFailure(values[index++] as string | null);
      const minutes: number[][] = [];
      for (let minute = fromMinute; minute <= toMinute; minute++)
        minutes.push(minuteNumbers(values[index++] as Record<string, string>));
      figures[provider] = { minutes, failure };
    }
    return { figures, breakers };
  }

  /** Removes processes' breaker reports: a process that stops says so, rather than being counted until its report goes stale. */
  async withdraw(...processIds: string[]): Promise<void> {
    await this.redis.hdel(BREAKERS_KEY, ...processIds);
  }
}

function minuteNumbers(hash: Record<string, string>): number[] {
  const numbers = [Number(hash.c ?? 0), Number(hash.f ?? 0), Number(hash.x ?? 0)];
  for (let k = 0; k < LATENCY_BUCKETS; k++) numbers.push(Number(hash[`h${k}`] ?? 0));
  return numbers;
}

function parseFailure(stored: string | null): LastFailure | null {
  if (!stored) return null;
  const [at, kind] = stored.split('|', 2);
  if (!FAILURE_KINDS.includes(kind as FailureKind)) return null;
  return { at: Number(at), kind: kind as FailureKind };
}
