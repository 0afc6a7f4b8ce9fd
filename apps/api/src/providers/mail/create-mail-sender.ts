import type { Env } from '../../env';
import type { MailSender } from './mail-sender';
import { createOutboxMailSender, type MailOutboxWriter } from './outbox-mail-sender';
import { createSmtpMailSender } from './smtp-mail-sender';

/** env.ts already refused a production start without SMTP settings; this only picks. */
export function createMailSender(mail: Env['mail'], outbox: MailOutboxWriter): MailSender {
  if (!mail || mail.provider === 'outbox') return createOutboxMailSender(outbox);
  if (!mail.smtp) throw new Error('MAIL_PROVIDER=smtp without its settings');
  return createSmtpMailSender(mail.smtp);
}
