import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import {
  forgetCreatedKey,
  keepOnlyKeysOf,
  rememberCreatedKey,
  secretOfCreatedKey,
  useKeysCreatedInThisTab,
} from './useKeysCreatedInThisTab';

const ALICE = 'user-alice';
const BOB = 'user-bob';
const first = { id: 'key-1', name: 'Server', prefix: 'tl_AAAAAAAA' };
const second = { id: 'key-2', name: 'Laptop', prefix: 'tl_BBBBBBBB' };
const SECRET_1 = `tl_${'A'.repeat(38)}`;
const SECRET_2 = `tl_${'B'.repeat(38)}`;

beforeEach(() => keepOnlyKeysOf(null));

describe('keys created in this tab', () => {
  it('are offered to their creator by name, newest first, with the secret kept apart', () => {
    rememberCreatedKey(ALICE, first, SECRET_1);
    rememberCreatedKey(ALICE, second, SECRET_2);
    const { result } = renderHook(() => useKeysCreatedInThisTab(ALICE));
    expect(result.current).toEqual([second, first]);
    expect(JSON.stringify(result.current)).not.toContain(SECRET_1);
    expect(secretOfCreatedKey(ALICE, first.id)).toBe(SECRET_1);
  });

  it('are never offered to, nor sent for, another user signed in on the same tab', () => {
    rememberCreatedKey(ALICE, first, SECRET_1);
    const { result } = renderHook(() => useKeysCreatedInThisTab(BOB));
    expect(result.current).toEqual([]);
    expect(secretOfCreatedKey(BOB, first.id)).toBeUndefined();
    expect(secretOfCreatedKey(undefined, first.id)).toBeUndefined();
  });

  it('are dropped, secrets and all, once another user creates a key or opens the explorer', () => {
    rememberCreatedKey(ALICE, first, SECRET_1);
    rememberCreatedKey(BOB, second, SECRET_2);
    expect(secretOfCreatedKey(ALICE, first.id)).toBeUndefined();
    expect(secretOfCreatedKey(BOB, second.id)).toBe(SECRET_2);

    keepOnlyKeysOf(ALICE);
    expect(secretOfCreatedKey(BOB, second.id)).toBeUndefined();
    expect(renderHook(() => useKeysCreatedInThisTab(ALICE)).result.current).toEqual([]);
  });

  it('stop being offered the moment they are revoked in this tab', () => {
    rememberCreatedKey(ALICE, first, SECRET_1);
    rememberCreatedKey(ALICE, second, SECRET_2);
    const { result } = renderHook(() => useKeysCreatedInThisTab(ALICE));
    act(() => forgetCreatedKey(first.id));
    expect(result.current).toEqual([second]);
    expect(secretOfCreatedKey(ALICE, first.id)).toBeUndefined();
  });
});
