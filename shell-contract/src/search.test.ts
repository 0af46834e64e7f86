import { describe, expect, it } from '@jest/globals';
import { parsePage, parseSearch, settingsHref, usageHref } from './search.ts';

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

describe('usage search parameters', () => {
  const KEY = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

  it('reads the window, interval, key and account a shared link carries', () => {
    expect(parseSearch('/usage', new URLSearchParams(`window=1h&interval=minute&key=${KEY}&account=all`))).toEqual({
      window: '1h',
      interval: 'minute',
      key: KEY,
      account: 'all',
    });
    expect(parseSearch('/usage', new URLSearchParams(`account=${KEY.toUpperCase()}`))).toEqual({ account: KEY });
  });

  it('leaves out each value the API would not take, so the screen uses its default', () => {
    expect(
      parseSearch('/usage', new URLSearchParams('window=2h&interval=week&key=not-a-key&account=everyone&page=3')),
    ).toEqual({});
    expect(parseSearch('/usage', new URLSearchParams('window=7d&interval='))).toEqual({ window: '7d' });
  });
});

describe('usage links', () => {
  it('name the view in the address the usage screen reads back', () => {
    const KEY = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const href = usageHref({ key: KEY, window: '1h' });
    expect(href).toBe(`/usage?window=1h&key=${KEY}`);
    expect(parseSearch('/usage', new URL(href, 'http://localhost').searchParams)).toEqual({ window: '1h', key: KEY });
    expect(usageHref({})).toBe('/usage');
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

  it('reads the filters the API takes and drops the rest', () => {
    const KEY = '0190A1B2-C3D4-7E5F-8A9B-0C1D2E3F4A5B';
    expect(
      parseSearch(
        '/usage/requests',
        new URLSearchParams(
          `key=${KEY}&endpoint=%20/football/live%20&status=4xx&cache=NONE&from=2030-03-15T08:00&to=2030-03-15T09:30:15`,
        ),
      ),
    ).toEqual({
      key: KEY.toLowerCase(),
      endpoint: '/football/live',
      status: '4xx',
      cache: 'NONE',
      from: '2030-03-15T08:00',
      to: '2030-03-15T09:30:15',
    });
    expect(
      parseSearch(
        '/usage/requests',
        new URLSearchParams('key=k-1&account=all&status=2XX&cache=hit&from=2030-03-15&endpoint=%20'),
      ),
    ).toEqual({});
  });
});

describe('settings', () => {
  it('opens the tab the address names, and the first for anything else', () => {
    expect(parseSearch('/settings', new URLSearchParams('tab=notifications'))).toEqual({ tab: 'notifications' });
    expect(parseSearch('/settings', new URLSearchParams('tab=billing'))).toEqual({});
    expect(parseSearch('/settings', new URLSearchParams('page=3'))).toEqual({});
    expect(settingsHref('profile')).toBe('/settings');
    expect(settingsHref('danger')).toBe('/settings?tab=danger');
  });
});

describe('routes without search parameters', () => {
  it('ignores whatever the address carries', () => {
    expect(parseSearch('/', new URLSearchParams('page=3'))).toEqual({});
  });
});
