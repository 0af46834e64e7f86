// The Lua scripts `npm run bench:proxy` gives wrk: written once a run into a folder of their own.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WRK_SCRIPTS = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
/** The scripts written so far: each kind once per run of the benchmark. */
const WRITTEN_WRK_SCRIPTS = new Set<string>();

/** What a run prints on its RESULT line, as JSON: its counts and exact latency percentiles. */
export interface WrkResult {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  /** Connect, read, write and timeout errors. */
  errors: number;
  non2xx: number;
}

/** The RESULT line of a run's output; null when there is none (wrk failed before the run ended). */
export function wrkResult(stdout: string): WrkResult | null {
  const line = /^RESULT (\{.*\})$/m.exec(stdout)?.[1];
  return line === undefined ? null : (JSON.parse(line) as WrkResult);
}

/**
 * The Lua script for one kind of wrk run. Every run prints its WrkResult on one line. A miss run
 * gives every request a path of its own, unique across runs. A paced run sends each request at its
 * slot of a fixed schedule (`rate` a second over all connections) or, when behind, at once; wrk's
 * timers have a resolution of 1 ms, so requests leave in clumps of up to a millisecond's share, as
 * they would from many real clients.
 */
export function wrkScript(options: { isMiss?: boolean; paced?: boolean }): string {
  const file = path.join(WRK_SCRIPTS, `${options.isMiss ? 'miss' : 'same'}-${options.paced ? 'paced' : 'full'}.lua`);
  if (WRITTEN_WRK_SCRIPTS.has(file)) return file;
  const parts = [
    `local args_of_run
init = function(args) args_of_run = args end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`,
  ];
  if (options.isMiss) {
    parts.push(`local counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?run=" .. args_of_run[1] .. "&n=" .. counter)
end
`);
  }
  if (options.paced) {
    parts.push(`local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } bench_timespec; int clock_gettime(int, bench_timespec *); ]]
local now_spec = ffi.new("bench_timespec")
local function now_ms()
  ffi.C.clock_gettime(1, now_spec) -- CLOCK_MONOTONIC
  return tonumber(now_spec.tv_sec) * 1000 + tonumber(now_spec.tv_nsec) / 1e6
end
local next_slot
delay = function()
  local now = now_ms()
  if next_slot == nil then next_slot = now end
  local wait = next_slot - now
  next_slot = next_slot + 1000 / tonumber(args_of_run[2])
  if wait < 1 then return 0 end
  return math.floor(wait)
end
`);
  }
  writeFileSync(file, parts.join(''));
  WRITTEN_WRK_SCRIPTS.add(file);
  return file;
}
