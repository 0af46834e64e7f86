import { describe, expect, it } from '@jest/globals';
import { generateApiKey, isWellFormedApiKey, KEY_PREFIX } from './api-key.format.js';

describe('API key format', () => {
  it('starts with the scannable tl_ prefix and has a fixed length', () => {
    const key = generateApiKey();
    expect(key.startsWith(KEY_PREFIX)).toBe(true);
    expect(key).toMatch(/^tl_[0-9A-Za-z]{38}$/);
  });

  it('accepts the keys it generates', () => {
    for (let i = 0; i < 200; i++) expect(isWellFormedApiKey(generateApiKey())).toBe(true);
  });

  it('rejects a key with one character mistyped, without any lookup', () => {
    const key = generateApiKey();
    const index = 10;
    const typo = key.slice(0, index) + (key[index] === 'a' ? 'b' : 'a') + key.slice(index + 1);
    expect(isWellFormedApiKey(typo)).toBe(false);
  });

  it('rejects made-up and foreign strings', () => {
    expect(isWellFormedApiKey('tl_' + 'a'.repeat(38))).toBe(false);
    expect(isWellFormedApiKey('sk_live_123')).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });

  it('never generates the same key twice in a large sample', () => {
    const keys = new Set(Array.from({ length: 5000 }, generateApiKey));
    expect(keys.size).toBe(5000);
  });
});
