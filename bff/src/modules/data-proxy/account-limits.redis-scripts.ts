// The Lua scripts and key names of the limits counted in Redis (account-limits.ts): each script
// runs atomically in one round trip.
import type { ChainableCommander } from 'ioredis';

// KEYS: the account's current second, the account's day. ARGV: per-second rate, daily quota,
// how long a day's counter is kept (ms). One script, so both counters move in one round trip
// and atomically: {1, 0, used today} when the call is allowed, {0, ms until the second ends,
// used today} when the rate refuses it, {2, 0, used today} when the quota is used up. A call the
// rate refuses still counts against the second, as the memory counter does; a refused call never
// counts against the day, so that an account that upgrades after running out has the quota its
// dashboard shows (metered calls less refused ones).
export const CONSUME = `
local second = redis.call('INCR', KEYS[1])
if second == 1 then redis.call('PEXPIRE', KEYS[1], 1000) end
if second > tonumber(ARGV[1]) then
  return {0, redis.call('PTTL', KEYS[1]), tonumber(redis.call('GET', KEYS[2]) or '0')}
end
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
if used >= tonumber(ARGV[2]) then return {2, 0, used} end
local day = redis.call('INCR', KEYS[2])
if day == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
return {1, 0, day}`;

// KEYS: the account's day, the mark of one merge. ARGV: a floor (the database's count for the
// day), calls to add (counted in a process while it could not count in Redis), how long the
// keys are kept (ms). The day becomes max(what Redis holds, floor) + calls, once per mark: an
// attempt whose answer was lost (a timeout) may have run, and its retry must not add twice.
// An existing day keeps its expiry.
export const MERGE = `
if not redis.call('SET', KEYS[2], '1', 'PX', ARGV[3], 'NX') then return 0 end
local held = tonumber(redis.call('GET', KEYS[1]) or '-1')
local merged = math.max(held, tonumber(ARGV[1])) + tonumber(ARGV[2])
if held < 0 then redis.call('SET', KEYS[1], merged, 'PX', ARGV[3])
elseif merged > held then redis.call('INCRBY', KEYS[1], merged - held) end
return 1`;

export interface LimitCommands {
  touchlineLimitConsume(
    secondKey: string,
    dayKey: string,
    perSecond: number,
    perDay: number,
    dayTtlMs: number,
  ): Promise<[number, number, number]>;
}

export type MergeCommands = ChainableCommander & {
  touchlineLimitMerge(dayKey: string, markKey: string, floor: number, calls: number, ttlMs: number): MergeCommands;
};

// One hash tag per account: both of its keys live in the same cluster slot.
export const secondKey = (userId: string) => `touchline:limit:{${userId}}:second`;
export const dayKey = (userId: string, dayStart: number) => `touchline:limit:{${userId}}:day:${dayStart}`;
export const mergeMarkKey = (userId: string, mergeId: string) => `touchline:limit:{${userId}}:merged:${mergeId}`;
