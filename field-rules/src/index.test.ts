import { describe, expect, it } from '@jest/globals';
import { FIELD_RULES, patternOf, textFieldError } from './index';

const { email, password, fullName } = FIELD_RULES.user;

describe("the bff's field rules, as the forms apply them", () => {
  it("words a missing, short, long or malformed value in the rule's own words", () => {
    expect(textFieldError(email, '', { required: true })).toBe('Email is required');
    expect(textFieldError(fullName, '', { required: false })).toBeUndefined();
    expect(textFieldError(password, 'short', { required: true })).toBe('Password must be at least 8 characters');
    expect(textFieldError(password, 'p'.repeat(129), { required: true })).toBe(
      'Password must be at most 128 characters',
    );
    expect(textFieldError(fullName, 'n'.repeat(256), { required: false })).toBe(
      'Full Name must be at most 255 characters',
    );
    expect(textFieldError(email, 'two@@example.com', { required: true })).toBe('Invalid email address');
    expect(textFieldError(email, 'plus+tag@example.com', { required: true })).toBeUndefined();
  });

  it("takes exactly the addresses the bff's e-mail format takes", () => {
    const pattern = patternOf(email);
    expect(['a@b.co', "o'neil@example.ie", 'plus+tag@example.com'].map((address) => pattern.test(address))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['üser@example.com', 'no-domain@', 'no-tld@localhost', 'two@@example.com'].map((address) =>
        pattern.test(address),
      ),
    ).toEqual([false, false, false, false]);
  });
});
