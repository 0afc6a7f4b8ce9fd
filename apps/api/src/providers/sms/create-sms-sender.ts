import type { Env } from '../../env';
import { createOutboxSmsSender, type OutboxWriter } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';
import { createSolapiSmsSender } from './solapi-sms-sender';

/** env.ts already refused a production start without Solapi keys; this only picks. */
export function createSmsSender(sms: Env['sms'], outbox: OutboxWriter): SmsSender {
  switch (sms.provider) {
    case 'outbox':
      return createOutboxSmsSender(outbox);
    case 'solapi':
      if (!sms.solapi) throw new Error('SMS_PROVIDER=solapi without its settings');
      return createSolapiSmsSender(sms.solapi);
    default:
      return sms.provider satisfies never;
  }
}
