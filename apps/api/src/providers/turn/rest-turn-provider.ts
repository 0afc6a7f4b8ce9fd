import { createHmac } from 'node:crypto';
import type { IceServers } from '@arcana/domain';
import type { TurnConfig } from '../../env';
import type { Clock } from '../../lib/clock';
import type { TurnProvider } from './turn-provider';

/**
 * coturn's TURN REST credentials ("use-auth-secret"): username `<unix expiry>:<user id>`,
 * credential base64(HMAC-SHA1(secret, username)). coturn checks both with the same secret and
 * refuses the username once its expiry has passed, so nothing is stored on either side.
 */
export function turnRestCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

export function createRestTurnProvider(config: TurnConfig | undefined, now: Clock): TurnProvider {
  return {
    iceServersFor(userId) {
      const ttlSeconds = config?.ttlSeconds ?? 3600;
      const expiry = Math.floor(now().getTime() / 1000) + ttlSeconds;
      const expiresAt = new Date(expiry * 1000).toISOString();
      if (!config || config.urls.length === 0) return { iceServers: [], expiresAt };
      const username = `${expiry}:${userId}`;
      const iceServers: IceServers['iceServers'] = [
        { urls: config.urls, username, credential: turnRestCredential(config.secret, username) },
      ];
      return { iceServers, expiresAt };
    },
  };
}
