import { describe, expect, it } from '@jest/globals';
import { parsePage, parseSearch } from './search.ts';

describe('page search parameter', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    [' 12 ', 12],
  ])('reads the whole number %p as page %p', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });

  it.each([null, '', 'abc', '0', '-2', '2.5', '1e3', '3abc', '99999999999999999999'])(
    'falls back to page 1 when the value is %p',
    (raw) => {
      expect(parsePage(raw)).toBe(1);
    },
  );

  it('defaults /items and /admin to page 1 when page is missing or invalid', () => {
    expect(parseSearch('/items', new URLSearchParams(''))).toEqual({ page: 1 });
    expect(parseSearch('/admin', new URLSearchParams('page=nope'))).toEqual({ page: 1 });
    expect(parseSearch('/admin', new URLSearchParams('page=4'))).toEqual({ page: 4 });
  });
});

describe('billing search parameter', () => {
  it('passes checkout through as an optional string', () => {
    expect(parseSearch('/billing', new URLSearchParams('checkout=success'))).toEqual({ checkout: 'success' });
    expect(parseSearch('/billing', new URLSearchParams(''))).toEqual({});
  });

  it('reads the checkout return of Stripe, session_id included, as sessionId', () => {
    expect(parseSearch('/billing', new URLSearchParams('checkout=success&session_id=cs_test_123'))).toEqual({
      checkout: 'success',
      sessionId: 'cs_test_123',
    });
    expect(parseSearch('/billing', new URLSearchParams('checkout=cancel&session_id='))).toEqual({ checkout: 'cancel' });
    expect(parseSearch('/billing', new URLSearchParams('portal=return'))).toEqual({ portal: 'return' });
  });
});

describe('token search parameter', () => {
  it('passes the e-mailed token to /activate and /reset-password', () => {
    expect(parseSearch('/activate', new URLSearchParams('token=abc.def'))).toEqual({ token: 'abc.def' });
    expect(parseSearch('/reset-password', new URLSearchParams('token='))).toEqual({});
  });
});

describe('request log search parameter', () => {
  it('opens /usage/requests on the request id the address carries', () => {
    expect(
      parseSearch('/usage/requests', new URLSearchParams('request_id=0190c8a2-0000-7000-8000-000000000001')),
    ).toEqual({
      requestId: '0190c8a2-0000-7000-8000-000000000001',
    });
    expect(parseSearch('/usage/requests', new URLSearchParams('request_id='))).toEqual({});
  });
});

describe('routes without search parameters', () => {
  it('ignores whatever the address carries', () => {
    expect(parseSearch('/usage', new URLSearchParams('page=3'))).toEqual({});
  });
});
