import type { User } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toImage } from '../uploads';
import { createUsersRepository, type UserProfileRow } from './users-repository';

/**
 * The User of SPEC §3 as the clients read it. Fields are listed one by one so a new column (a
 * password hash, a deletion time) never leaks into an answer by accident.
 */
export function toUserDto({ user, fcmTokens, profileImage }: UserProfileRow): User {
  return {
    id: user.id,
    name: user.name,
    username: user.username ?? '',
    displayName: user.displayName,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    mobile: user.mobile ?? '',
    mobileVerified: user.mobileVerified,
    enabled: user.enabled,
    point: user.point,
    roles: [...user.roles],
    createdAt: user.createdAt.toISOString(),
    lastActivityAt: user.lastActivityAt?.toISOString() ?? null,
    fcmTokens,
    enabledNotificationPush: user.enabledNotificationPush,
    enabledNotificationEmail: user.enabledNotificationEmail,
    enabledEventPush: user.enabledEventPush,
    enabledEventEmail: user.enabledEventEmail,
    enabledAdEmail: user.enabledAdEmail,
    enabledAdPush: user.enabledAdPush,
    identityVerified: user.identityVerified,
    profileImage: profileImage ? toImage(profileImage) : null,
  };
}

/** The current User answer for an id; routes that change the user answer with this. */
export async function loadUserDto(db: AppDb, userId: number): Promise<User> {
  const row = await createUsersRepository(db).findProfile(userId);
  if (!row) throw AppError.notFound();
  return toUserDto(row);
}
