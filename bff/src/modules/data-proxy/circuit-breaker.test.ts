import { describe, expect, it } from '@jest/globals';
import { CircuitBreaker } from './circuit-breaker.js';

describe('circuit breaker', () => {
  it('opens after consecutive failures and then fails fast', () => {
    const breaker = new CircuitBreaker(3, 1000, () => 0);
    for (let i = 0; i < 3; i++) breaker.failed();
    expect(breaker.current).toBe('open');
    expect(breaker.allow()).toBe(false);
  });

  it('lets exactly one probe through after the pause, and closes when it succeeds', () => {
    let now = 0;
    const breaker = new CircuitBreaker(1, 1000, () => now);
    breaker.failed();
    now = 1000;
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.succeeded();
    expect(breaker.current).toBe('closed');
    expect(breaker.allow()).toBe(true);
  });

  it('opens again when the probe fails', () => {
    let now = 0;
    const breaker = new CircuitBreaker(1, 1000, () => now);
    breaker.failed();
    now = 1000;
    breaker.allow();
    breaker.failed();
    expect(breaker.current).toBe('open');
    now = 1500;
    expect(breaker.allow()).toBe(false);
  });

  it('does not count failures separated by successes', () => {
    const breaker = new CircuitBreaker(2, 1000, () => 0);
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    expect(breaker.current).toBe('closed');
  });
});
