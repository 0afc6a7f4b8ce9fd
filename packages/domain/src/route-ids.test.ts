import { describe, expect, it } from 'vitest';
import { isPositiveId, isShareId, parsePositiveId, SHARE_ID_PATTERN } from './route-ids';

describe('positive ids', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('path segment %s → %s', (text, id) => {
    expect(parsePositiveId(text)).toBe(id);
    expect(isPositiveId(text)).toBe(true);
  });

  it.each([
    '0',
    '01',
    '-1',
    '+1',
    '1.0',
    '1.5',
    '1e3',
    '0x10',
    ' 1',
    '1 ',
    '',
    'abc',
    '12abc',
    '١٢',
    '9007199254740992',
    '99999999999999999999',
  ])('path segment %j is not a positive id', (text) => {
    expect(parsePositiveId(text)).toBeUndefined();
    expect(isPositiveId(text)).toBe(false);
  });

  it.each([
    [1, true],
    [7, true],
    [9007199254740991, true],
    [0, false],
    [-3, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [9007199254740992, false],
  ])('number %s → %s', (value, expected) => {
    expect(isPositiveId(value)).toBe(expected);
  });

  it.each([null, undefined, true, {}, ['1']])('%j is not a positive id', (value) => {
    expect(isPositiveId(value)).toBe(false);
    expect(parsePositiveId(value)).toBeUndefined();
  });
});

describe('share ids', () => {
  it('is 22 url-safe base64 characters', () => {
    expect(SHARE_ID_PATTERN.source).toBe('^[A-Za-z0-9_-]{22}$');
  });

  it.each([
    'AAAAAAAAAAAAAAAAAAAAAA',
    'q3Vx-_9Zk2LmN0pR7sT1uA',
    '___________-__________',
    'abcdefghijklmnopqrstuw',
  ])('%s is a share id', (id) => {
    expect(isShareId(id)).toBe(true);
  });

  it.each([
    '',
    '1',
    '42',
    'q3Vx-_9Zk2LmN0pR7sT1u',
    'q3Vx-_9Zk2LmN0pR7sT1uAB',
    'q3Vx+/9Zk2LmN0pR7sT1uA',
    'q3Vx-_9Zk2LmN0pR7sT1u=',
    'q3Vx-_9Zk2LmN0pR7sT1u.',
    'q3Vx-_9Zk2LmN0pR7sT1u한',
    'q3Vx-_9Zk2LmN0pR7sT1uA\n',
  ])('%j is not a share id', (id) => {
    expect(isShareId(id)).toBe(false);
  });

  it.each([null, undefined, 42, {}])('%j is not a share id', (value) => {
    expect(isShareId(value)).toBe(false);
  });
});
