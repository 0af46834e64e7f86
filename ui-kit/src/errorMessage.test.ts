import { describe, expect, it } from '@jest/globals';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('uses a REST body detail string as is', () => {
    expect(errorMessage({ detail: 'Incorrect email or password' })).toBe('Incorrect email or password');
  });

  it('uses the msg of the first entry when detail is a list (422)', () => {
    const body = {
      detail: [
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
        { loc: ['body', 'password'], msg: 'too short', type: 'value_error' },
      ],
    };
    expect(errorMessage(body)).toBe('value is not a valid email address');
  });

  it("falls back to 'Something went wrong.' without a detail", () => {
    expect(errorMessage({})).toBe('Something went wrong.');
    expect(errorMessage({ detail: [] })).toBe('Something went wrong.');
    expect(errorMessage({ detail: '' })).toBe('Something went wrong.');
    expect(errorMessage(null)).toBe('Something went wrong.');
    expect(errorMessage(undefined)).toBe('Something went wrong.');
    expect(errorMessage(42)).toBe('Something went wrong.');
  });

  it('reads the body of a client error that wraps one, in preference to its own message', () => {
    const error = Object.assign(new Error('Bad Request'), { status: 400, body: { detail: 'Inactive user' } });
    expect(errorMessage(error)).toBe('Inactive user');
    expect(errorMessage({ body: JSON.stringify({ detail: 'Invalid token' }) })).toBe('Invalid token');
  });

  it("uses the wrapping error's message when its body has no detail", () => {
    expect(errorMessage(Object.assign(new Error('Bad Gateway'), { body: {} }))).toBe('Bad Gateway');
  });

  it('uses the first GraphQL error message of an Apollo 3 error', () => {
    const error = {
      message: 'Incorrect password',
      graphQLErrors: [{ message: 'Incorrect password', extensions: { code: 'BAD_USER_INPUT' } }],
      networkError: null,
    };
    expect(errorMessage(error)).toBe('Incorrect password');
  });

  it('uses the first entry of `errors` (Apollo 4 CombinedGraphQLErrors, raw responses)', () => {
    const error = Object.assign(new Error('User with this email already exists\nsecond'), {
      errors: [{ message: 'User with this email already exists' }, { message: 'second' }],
    });
    expect(errorMessage(error)).toBe('User with this email already exists');
  });

  it('prefers the first msg of a validation list in extensions.detail', () => {
    const error = {
      graphQLErrors: [
        {
          message: 'Validation Error',
          extensions: {
            code: 'BAD_USER_INPUT',
            detail: [{ loc: ['password'], msg: 'Password must be at least 8 characters' }],
          },
        },
      ],
    };
    expect(errorMessage(error)).toBe('Password must be at least 8 characters');
  });

  it('reads a detail from an Apollo network error reply', () => {
    expect(
      errorMessage({ message: 'Response not successful', networkError: { result: { detail: 'Not authenticated' } } }),
    ).toBe('Not authenticated');
    expect(
      errorMessage({ message: 'Response not successful', bodyText: '{"detail":"Could not validate credentials"}' }),
    ).toBe('Could not validate credentials');
  });

  it('uses a plain error message', () => {
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
