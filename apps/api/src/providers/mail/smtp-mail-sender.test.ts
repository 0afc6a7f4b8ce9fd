import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailProviderError } from './mail-sender';
import { createSmtpMailSender } from './smtp-mail-sender';

// PROVIDERS §9: the real adapter against a local SMTP server (the smtp-server package), with
// login, checking what arrives: envelope, headers and the code in the body.

type Received = { from: string; to: string[]; user: string | undefined; raw: string };

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'arcana' && auth.password === 'smtp-password') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.test')) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const config = () => ({
  host: '127.0.0.1',
  port,
  user: 'arcana',
  password: 'smtp-password',
  from: '아르카나 <no-reply@arcana.test>',
  secure: false,
});

/** The decoded body of a quoted-printable or base64 text part, as a reader sees it. */
function decodedBody(raw: string): string {
  const [headers = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    const joined = body.replace(/=\r\n/g, '');
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

describe('SMTP mail sender', () => {
  it('logs in and delivers the code to the recipient with a Korean subject', async () => {
    const sender = createSmtpMailSender(config());
    await sender.send({
      to: 'tax@byeolbit.kr',
      subject: '[아르카나] 세금계산서 이메일 인증번호',
      text: '인증번호 [123456]를 3분 안에 입력해 주세요.',
    });
    sender.close();
    const mail = received.at(-1);
    expect(mail?.from).toBe('no-reply@arcana.test');
    expect(mail?.to).toEqual(['tax@byeolbit.kr']);
    expect(mail?.user).toBe('arcana');
    expect(mail?.raw).toMatch(/^To: tax@byeolbit\.kr$/m);
    // The Korean subject travels MIME-encoded; decoded it is the text sent.
    const unfolded = (mail?.raw ?? '').replace(/\r\n[ \t]+/g, ' ');
    const subject = /^Subject: (.+)$/m.exec(unfolded)?.[1] ?? '';
    const words = [...subject.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/gi)].map((match) => match[1] ?? '');
    const decoded = words.length
      ? Buffer.concat(words.map((b64) => Buffer.from(b64, 'base64'))).toString('utf8')
      : subject;
    expect(decoded).toBe('[아르카나] 세금계산서 이메일 인증번호');
    expect(decodedBody(mail?.raw ?? '')).toContain('인증번호 [123456]를 3분 안에 입력해 주세요.');
  });

  it('reports a refused recipient as a MailProviderError with the server code', async () => {
    const sender = createSmtpMailSender(config());
    const error = await sender
      .send({ to: 'nobody@refused.test', subject: '인증', text: '[654321]' })
      .catch((caught: unknown) => caught);
    sender.close();
    expect(error).toBeInstanceOf(MailProviderError);
    expect((error as MailProviderError).providerCode).toBe('550');
  });

  it('reports a wrong password as a MailProviderError', async () => {
    const sender = createSmtpMailSender({ ...config(), password: 'wrong' });
    const error = await sender
      .send({ to: 'tax@byeolbit.kr', subject: '인증', text: '[111111]' })
      .catch((caught: unknown) => caught);
    sender.close();
    expect(error).toBeInstanceOf(MailProviderError);
    expect((error as MailProviderError).providerCode).toBe('535');
  });
});
