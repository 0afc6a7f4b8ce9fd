import { describe, expect, it } from 'vitest';
import {
  positiveIdParam,
  ROUTE_CHECKS,
  roomViewParam,
  routeCheck,
  shareIdParam,
  UnknownRouteCheckError,
} from './route-checks';

describe('roomViewParam', () => {
  it.each(['chat', 'call', 'video'])('takes %s as a view of the room', (segment) => {
    expect(roomViewParam.isValid(roomViewParam.parse(segment))).toBe(true);
    expect(roomViewParam.stringify(roomViewParam.parse(segment))).toBe(segment);
  });

  it.each(['room', 'review', 'Chat', ''])('rejects %j (the not-found page)', (segment) => {
    expect(roomViewParam.isValid(roomViewParam.parse(segment))).toBe(false);
  });
});

describe('positiveIdParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
  ])('parses %s to %s, a valid id, and writes it back', (segment, id) => {
    const parsed = positiveIdParam.parse(segment);
    expect(parsed).toBe(id);
    expect(positiveIdParam.isValid(parsed)).toBe(true);
    expect(positiveIdParam.stringify(parsed)).toBe(segment);
  });

  it.each(['0', '01', 'abc', '-1', '1.5', '', '9007199254740992'])(
    'parses %j to a value it rejects, without throwing',
    (segment) => {
      const parsed = positiveIdParam.parse(segment);
      expect(parsed).toBeNaN();
      expect(positiveIdParam.isValid(parsed)).toBe(false);
    },
  );
});

describe('shareIdParam', () => {
  it('keeps the segment and accepts 22 url-safe characters only', () => {
    expect(shareIdParam.parse('q3Vx-_9Zk2LmN0pR7sT1uA')).toBe('q3Vx-_9Zk2LmN0pR7sT1uA');
    expect(shareIdParam.isValid('q3Vx-_9Zk2LmN0pR7sT1uA')).toBe(true);
    expect(shareIdParam.isValid('q3Vx+/9Zk2LmN0pR7sT1uA')).toBe(false);
    expect(shareIdParam.isValid('12')).toBe(false);
    expect(shareIdParam.stringify('q3Vx-_9Zk2LmN0pR7sT1uA')).toBe('q3Vx-_9Zk2LmN0pR7sT1uA');
  });
});

describe('named checks', () => {
  it('has these names', () => {
    expect(Object.keys(ROUTE_CHECKS)).toEqual(['positive-id', 'share-id']);
  });

  it.each([
    ['positive-id', { id: '12' }, true],
    ['positive-id', { id: 12 }, true],
    ['positive-id', { id: '0' }, false],
    ['positive-id', { id: 'abc' }, false],
    ['positive-id', { id: Number.NaN }, false],
    ['positive-id', {}, false],
    ['positive-id', { cardId: '12' }, false],
    ['share-id', { id: 'AAAAAAAAAAAAAAAAAAAAAA' }, true],
    ['share-id', { id: '12' }, false],
    ['share-id', {}, false],
  ])('%s with %j → %s', (name, params, expected) => {
    expect(routeCheck(name)(params)).toBe(expected);
  });

  it.each(['nope', 'Positive-Id', 'hasOwnProperty', 'constructor'])(
    "throws 'Unknown route middleware' for %j",
    (name) => {
      expect(() => routeCheck(name)).toThrow(/^Unknown route middleware$/);
      try {
        routeCheck(name);
      } catch (error) {
        expect(error).toBeInstanceOf(UnknownRouteCheckError);
        expect(error).toMatchObject({ checkName: name });
      }
    },
  );
});
