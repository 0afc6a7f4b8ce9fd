import { SOCIAL_PROVIDERS, type SocialProvider } from '@arcana/domain';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { messages } from '../../lib/messages';
import { SocialProviderError } from '../../providers/social/social-provider';

// The answers social login gives when it refuses (issue 3 contract section C).

export const socialErrors = {
  unsupported: () => new AppError(404, 'SOCIAL_PROVIDER_DISABLED', messages.social.unsupported),
  badState: () =>
    new AppError(400, 'OAUTH_STATE_INVALID', messages.social.restart, [
      { field: 'state', message: messages.social.restart },
    ]),
  joinTicketInvalid: () =>
    new AppError(400, 'JOIN_TOKEN_INVALID', messages.social.joinExpired, [
      { field: 'joinToken', message: messages.social.joinExpired },
    ]),
  mobileTaken: () =>
    new AppError(409, 'MOBILE_TAKEN', messages.account.mobileTaken, [
      { field: 'mobile', message: messages.account.mobileTaken },
    ]),
};

/** A provider named in a path, any case ('kakao', 'KAKAO'); unknown names read as unsupported. */
export function parseProvider(raw: string): SocialProvider {
  const upper = raw.toUpperCase();
  const known = SOCIAL_PROVIDERS.find((provider) => provider === upper);
  if (!known) throw socialErrors.unsupported();
  return known;
}

/**
 * A callback that does not check out is the person's to retry (400); a provider that cannot be
 * reached is ours (503). The cause goes to the log, never to the person.
 */
export function providerFailure(error: unknown, logger: Logger): AppError {
  if (error instanceof SocialProviderError && error.kind === 'invalid') {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    logger.info(`social login refused: ${error.message}${cause}`);
    return new AppError(400, 'SOCIAL_LOGIN_FAILED', messages.social.failed, [
      { field: 'code', message: messages.social.failed },
    ]);
  }
  logger.error('social provider unavailable', error);
  return new AppError(503, 'SOCIAL_PROVIDER_UNAVAILABLE', messages.social.unavailable);
}
