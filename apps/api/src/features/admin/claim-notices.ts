import type { UserNotificationType } from '@arcana/domain';
import type { Logger } from '../../lib/logger';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { AnsweredClaim } from '../content';
import type { Notifier } from '../notifications';
import { adminMessages as m } from './messages';

// Telling a claim's author that the answer is there: a user by a SYSTEM_NOTICE (the answer is
// read in /me/claims), a guest by e-mail with the answer itself (a guest has no page to read it).

/** The longest first line a notification carries; the rest is read in /me/claims. */
const NOTICE_CONTENT_MAX = 100;
const SYSTEM_NOTICE: UserNotificationType = 'SYSTEM_NOTICE';

export type ClaimNotices = { tell(answered: AnsweredClaim): Promise<void> };

/** The answer's first line that holds text, cut to NOTICE_CONTENT_MAX characters. */
export function firstLineOf(text: string): string {
  const line = text.split(/\r?\n/).find((each) => each.trim() !== '') ?? '';
  const chars = [...line.trim()];
  return chars.length > NOTICE_CONTENT_MAX
    ? `${chars.slice(0, NOTICE_CONTENT_MAX - 1).join('')}…`
    : chars.join('');
}

export function createClaimNotices(deps: {
  notifier: Notifier;
  mail: MailSender;
  logger: Logger;
}): ClaimNotices {
  return {
    async tell({ claim, notify }) {
      const text = claim.answer ?? '';
      if ('userId' in notify) {
        await deps.notifier.notify('USER', notify.userId, SYSTEM_NOTICE, {
          title: m.claimAnswer.title,
          content: firstLineOf(text),
          link: m.claimAnswer.link,
        });
        return;
      }
      try {
        await deps.mail.send({
          to: notify.email,
          subject: m.claimAnswer.mailSubject,
          text: m.claimAnswer.mailText(claim.title, text),
        });
      } catch (error) {
        // The answer is stored and answering again is refused: the operator reads the log and
        // writes to the guest by hand rather than being told the answer failed.
        deps.logger.error(`claim ${claim.id}: the answer e-mail was not sent`, error);
      }
    },
  };
}
