import { extractCode } from '../sms/outbox-sms-sender';
import type { MailSender } from './mail-sender';

/** Where the stand-in writes: the accounts feature's outbox table, channel 'email'. */
export type MailOutboxWriter = {
  add(entry: { channel: 'email'; to: string; text: string; code: string | null }): Promise<void>;
};

/**
 * The development stand-in (PROVIDERS §9): nothing leaves the machine; GET /api/dev/outbox
 * shows the subject and body, and the code in brackets in its own column.
 */
export function createOutboxMailSender(outbox: MailOutboxWriter): MailSender {
  return {
    async send({ to, subject, text }) {
      await outbox.add({
        channel: 'email',
        to,
        text: `${subject}\n\n${text}`,
        code: extractCode(text),
      });
    },
  };
}
