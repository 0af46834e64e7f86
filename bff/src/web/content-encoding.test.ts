import { describe, expect, it } from '@jest/globals';
import { preferredEncoding } from './content-encoding.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('picks brotli first, then gzip, among what %j accepts', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
