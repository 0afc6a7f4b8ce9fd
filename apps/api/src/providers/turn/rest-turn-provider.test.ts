import { describe, expect, it } from 'vitest';
import { createRestTurnProvider, turnRestCredential } from './rest-turn-provider';

const at = () => new Date('2026-11-24T12:00:00.000Z');
const urls = ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'];

describe('TURN REST credentials (PROVIDERS §10)', () => {
  it('names the caller and the expiry, signed with HMAC-SHA1 of the shared secret', () => {
    const provider = createRestTurnProvider(
      { urls, secret: 'shared-secret', ttlSeconds: 3600 },
      at,
    );
    expect(provider.iceServersFor(42)).toEqual({
      iceServers: [
        {
          urls,
          username: '1795525200:42',
          credential: 'FWEPna5DnciltgKAGwcAiwtOQN8=',
        },
      ],
      expiresAt: '2026-11-24T13:00:00.000Z',
    });
    // The RFC 2104 value, computed independently: HMAC-SHA1("key", "The quick brown fox…").
    expect(turnRestCredential('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      '3nybhbi3iqa8ino29wqQcBydtNk=',
    );
  });

  it('hands out no relay without TURN_URLS: host candidates only', () => {
    expect(createRestTurnProvider(undefined, at).iceServersFor(42)).toEqual({
      iceServers: [],
      expiresAt: '2026-11-24T13:00:00.000Z',
    });
  });
});
