import { describe, expect, it } from 'vitest';
import { validateLinkCallbackSearch, validateReturnToSearch } from './search';

describe('validateLinkCallbackSearch', () => {
  it('keeps a known provider and the string params', () => {
    expect(validateLinkCallbackSearch({ provider: 'KAKAO', code: 'c', state: '' })).toEqual({
      provider: 'KAKAO',
      code: 'c',
      state: '',
    });
  });

  it('leaves out an unknown provider and params that are not strings', () => {
    expect(validateLinkCallbackSearch({ provider: 'kakao', code: 5, state: ['x'] })).toEqual({});
  });
});

describe('validateReturnToSearch', () => {
  it('keeps a string and drops anything else', () => {
    expect(validateReturnToSearch({ returnTo: '/me' })).toEqual({ returnTo: '/me' });
    expect(validateReturnToSearch({ returnTo: 1 })).toEqual({});
  });
});
