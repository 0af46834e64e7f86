import { describe, expect, it } from '@jest/globals';
import { FormParamsError, parseFormParams } from './form-params.js';

describe('Stripe form parameters', () => {
  it('reads nested objects and indexed lists as the stripe package writes them', () => {
    expect(
      parseFormParams(
        'mode=subscription&line_items[0][price]=price_pro&line_items[0][quantity]=1&metadata[user_id]=42&expand[0]=subscription&expand[1]=customer',
      ),
    ).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_pro', quantity: '1' }],
      metadata: { user_id: '42' },
      expand: ['subscription', 'customer'],
    });
  });

  it('reads percent-encoded brackets and empty-bracket lists as curl users write them', () => {
    expect(parseFormParams('expand%5B%5D=a&expand%5B%5D=b&success_url=http%3A%2F%2Fx%2F%3Fa%3D1%26b%3D2')).toEqual({
      expand: ['a', 'b'],
      success_url: 'http://x/?a=1&b=2',
    });
  });

  it('orders a list by its indexes, not by the order they came in', () => {
    expect(parseFormParams('items[1][price]=b&items[0][price]=a')).toEqual({ items: [{ price: 'a' }, { price: 'b' }] });
  });

  it.each([
    ['a key that reaches the prototype', '__proto__[polluted]=1'],
    ['a constructor key', 'metadata[constructor][prototype]=1'],
    ['a value and an object under one name', 'metadata=1&metadata[a]=2'],
    ['indexes mixed with names', 'items[0]=a&items[x]=b'],
    ['a huge index', 'items[100000000]=a'],
    ['too deep a nesting', 'a[b][c][d][e][f]=1'],
    ['an unclosed bracket', 'metadata[a=1'],
  ])('refuses %s', (_what, body) => {
    expect(() => parseFormParams(body)).toThrow(FormParamsError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
