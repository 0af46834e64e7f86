import { describe, expect, it } from '@jest/globals';
import { CircuitBreaker, type BreakerPolicy } from './circuit-breaker.js';

const POLICY: BreakerPolicy = { openMs: 1000, windowMs: 10_000, minFailures: 5, minFailureRate: 0.5, minAccounts: 3 };

function breakerAt(start = 0, policy: Partial<BreakerPolicy> = {}) {
  const clock = { now: start };
  return { clock, breaker: new CircuitBreaker({ ...POLICY, ...policy }, () => clock.now) };
}

/** `count` failures spread round-robin over `accounts`. */
function failFrom(breaker: CircuitBreaker, accounts: string[], count: number, isConnectionFailure = false) {
  for (let i = 0; i < count; i++) breaker.failed(accounts[i % accounts.length]!, isConnectionFailure);
}

describe('circuit breaker', () => {
  it('stays closed however often one account fails, when the upstream still answers connections', () => {
    const { breaker } = breakerAt();
    failFrom(breaker, ['mallory'], 100);
    expect(breaker.current).toBe('closed');
    expect(breaker.allow()).toBe(true);
  });

  it('stays closed while two accounts fail, fewer than the accounts that show the upstream down for everyone', () => {
    const { breaker } = breakerAt();
    failFrom(breaker, ['mallory', 'mallory-too'], 50);
    expect(breaker.current).toBe('closed');
  });

  it('opens when several accounts see the upstream fail, and then fails fast', () => {
    const { breaker } = breakerAt();
    failFrom(breaker, ['ann', 'bob', 'cid'], 5);
    expect(breaker.current).toBe('open');
    expect(breaker.allow()).toBe(false);
  });

  it('opens on connection failures from a single account: no caller can make a connection fail', () => {
    const { breaker } = breakerAt();
    failFrom(breaker, ['ann'], 4, true);
    expect(breaker.current).toBe('closed');
    breaker.failed('ann', true);
    expect(breaker.current).toBe('open');
  });

  it('stays closed while failures are under half of the calls, even from many accounts (one endpoint down, the rest up)', () => {
    const { breaker } = breakerAt();
    for (let i = 0; i < 11; i++) breaker.succeeded();
    failFrom(breaker, ['ann', 'bob', 'cid', 'dan'], 10);
    expect(breaker.current).toBe('closed');
    breaker.failed('eve', false);
    expect(breaker.current).toBe('open');
  });

  it('forgets failures older than its window', () => {
    const { clock, breaker } = breakerAt(5_000);
    failFrom(breaker, ['ann', 'bob'], 4);
    clock.now += 10_000;
    breaker.failed('cid', false);
    expect(breaker.current).toBe('closed');
    failFrom(breaker, ['ann', 'bob', 'cid'], 3);
    expect(breaker.current).toBe('closed');
    breaker.failed('dan', false);
    expect(breaker.current).toBe('open');
  });

  it('lets exactly one probe through after the pause, and closes when it succeeds', () => {
    const { clock, breaker } = breakerAt();
    failFrom(breaker, ['ann'], 5, true);
    expect(breaker.allow()).toBe(false);
    clock.now += 1000;
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.succeeded();
    expect(breaker.current).toBe('closed');
    expect(breaker.allow()).toBe(true);
  });

  it('starts afresh after a successful probe: the failures before it do not open it again', () => {
    const { clock, breaker } = breakerAt();
    failFrom(breaker, ['ann', 'bob', 'cid'], 9);
    clock.now += 1000;
    breaker.allow();
    breaker.succeeded();
    breaker.failed('dan', false);
    expect(breaker.current).toBe('closed');
  });

  it('opens again when the probe fails', () => {
    const { clock, breaker } = breakerAt();
    failFrom(breaker, ['ann'], 5, true);
    clock.now += 1000;
    breaker.allow();
    breaker.failed('ann', true);
    expect(breaker.current).toBe('open');
    clock.now += 500;
    expect(breaker.allow()).toBe(false);
    expect(breaker.msUntilProbe()).toBe(500);
  });
});
