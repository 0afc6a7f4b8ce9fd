import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailProviderError } from '../../providers/mail/mail-sender';
import { createSmtpMailSender } from '../../providers/mail/smtp-mail-sender';
import { createOfficeHarness, type OfficeHarness } from './office-harness';

// The tax e-mail code end to end through the real SMTP adapter (PROVIDERS §9): the api sends
// it to a local SMTP server, and the code read from the delivered message changes the address.

const delivered: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
let h: OfficeHarness;
let sender: ReturnType<typeof createSmtpMailSender>;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sender = createSmtpMailSender({
    host: '127.0.0.1',
    port: (server.server.address() as AddressInfo).port,
    user: undefined,
    password: undefined,
    from: '아르카나 <no-reply@arcana.test>',
    secure: false,
  });
  h = await createOfficeHarness({ mail: sender });
});

afterAll(async () => {
  sender.close();
  await h.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The 6 digits in brackets of a delivered message, whatever its transfer encoding. */
function codeIn(raw: string): string | undefined {
  const body = raw.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  const decoded = /content-transfer-encoding: base64/i.test(raw)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\r\n/g, '');
  return /\[(\d{6})\]/.exec(decoded)?.[1];
}

describe('tax e-mail through SMTP', () => {
  it('delivers the code to the new address, and that code changes the tax e-mail', async () => {
    const me = await h.counselor({ name: '메일배달' });
    const sent = await h.call(
      'POST',
      '/api/client/counselor/tax-email/send-verification-code',
      me.token,
      { value: 'invoice@byeolbit.kr' },
    );
    expect(sent.status).toBe(200);
    const message = delivered.at(-1);
    expect(message?.to).toEqual(['invoice@byeolbit.kr']);
    const code = codeIn(message?.raw ?? '');
    expect(code).toMatch(/^\d{6}$/);
    // Nothing went to the dev outbox: the adapter handed in is the only way out.
    const outbox = await h.call('GET', '/api/dev/outbox?to=invoice%40byeolbit.kr');
    expect(outbox.json).toEqual([]);

    const verified = await h.call(
      'POST',
      '/api/client/counselor/tax-email/verify-and-update',
      me.token,
      { email: 'invoice@byeolbit.kr', code },
    );
    expect(verified.status).toBe(200);
    expect(verified.json.taxEmail).toBe('invoice@byeolbit.kr');
  });

  it('answers 502 in Korean when the mail server refuses, and the next request may follow at once', async () => {
    let refuse = true;
    const failing = await createOfficeHarness({
      mail: {
        async send(message) {
          if (refuse) throw new MailProviderError('550', 'mailbox unavailable');
          await sender.send(message);
        },
      },
    });
    try {
      const me = await failing.counselor({ name: '메일실패' });
      const send = () =>
        failing.call('POST', '/api/client/counselor/tax-email/send-verification-code', me.token, {
          value: 'bounce@byeolbit.kr',
        });
      const refused = await send();
      expect(refused.status).toBe(502);
      expect(refused.json).toEqual({
        status: 502,
        code: 'MAIL_UNAVAILABLE',
        message: '인증 메일을 보내지 못했어요. 잠시 후 다시 요청해 주세요.',
      });
      refuse = false;
      expect((await send()).status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
