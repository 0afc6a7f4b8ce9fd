import { AppError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import type { AccountDeletionRepository } from './account-deletion-repository';
import { verifyPassword } from './passwords';
import type { UsersRepository } from './users-repository';

export function createAccountDeletionService({
  users,
  deletion,
  now = systemClock,
}: {
  users: UsersRepository;
  deletion: AccountDeletionRepository;
  now?: Clock;
}) {
  return {
    /**
     * Anonymises the account and ends every session at once. A password, when the client
     * sends one, must be right; social-only accounts have none to send.
     */
    async deleteAccount(userId: number, input: { password?: string | undefined }): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw AppError.notFound();
      if (input.password !== undefined && user.passwordHash) {
        if (!(await verifyPassword(user.passwordHash, input.password))) {
          throw AppError.validation([{ field: 'password', message: messages.auth.wrongPassword }]);
        }
      }
      await deletion.anonymise(userId, { name: messages.auth.deletedUserName, at: now() });
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
