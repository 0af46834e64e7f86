import { describe, expect, it } from '@jest/globals';
import { latencyBucketOf } from '../usage/latency-histogram.js';
import { MINUTE_MS, ProviderCallStats } from './provider-call-stats.js';

function clock(start = 1_000 * MINUTE_MS) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("one process's record of an upstream's calls", () => {
  it('counts calls and failures per window, the latency in the usage histogram bucket', () => {
    const time = clock();
    const stats = new ProviderCallStats(time.now);
    stats.succeeded(4);
    time.advance(10 * MINUTE_MS);
    stats.failed(250, 'timeout');
    const lastFive = stats.figures(5);
    expect(lastFive).toMatchObject({ calls: 1, failures: 1, maxLatencyMs: 250 });
    expect(lastFive.histogram[latencyBucketOf(250)]).toBe(1);
    expect(stats.figures(60)).toMatchObject({ calls: 2, failures: 1 });
    expect(stats.lastFailure).toEqual({ at: time.now(), kind: 'timeout' });
  });

  it('forgets a minute once it is over an hour old', () => {
    const time = clock();
    const stats = new ProviderCallStats(time.now);
    stats.succeeded(1);
    time.advance(60 * MINUTE_MS);
    expect(stats.figures(60).calls).toBe(0);
    stats.succeeded(1); // the same slot of the ring, a new minute
    expect(stats.figures(60).calls).toBe(1);
  });

  it('hands out what grew since the last send, keeping calls recorded while a send was under way', () => {
    const stats = new ProviderCallStats(clock().now);
    stats.succeeded(2);
    stats.failed(3, 'server-error');
    const unsent = stats.unsent();
    expect(unsent.minutes).toHaveLength(1);
    expect(unsent.minutes[0]!.delta.slice(0, 2)).toEqual([2, 1]);
    expect(unsent.failure?.kind).toBe('server-error');
    stats.succeeded(5); // while the send is under way
    stats.markSent(unsent);
    const next = stats.unsent();
    expect(next.minutes[0]!.delta.slice(0, 2)).toEqual([1, 0]);
    expect(next.failure).toBeNull();
    expect(stats.figures(5, { unsentOnly: true }).calls).toBe(1);
    expect(stats.figures(5).calls).toBe(3);
  });

  it('hands the same figures out again when a send failed (nothing marked sent)', () => {
    const stats = new ProviderCallStats(clock().now);
    stats.succeeded(2);
    expect(stats.unsent().minutes[0]!.delta[0]).toBe(1);
    expect(stats.unsent().minutes[0]!.delta[0]).toBe(1);
  });
});
