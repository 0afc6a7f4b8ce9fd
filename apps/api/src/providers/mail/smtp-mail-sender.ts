import nodemailer from 'nodemailer';
import { MailProviderError, type MailSender } from './mail-sender';

export type SmtpConfig = {
  host: string;
  port: number;
  /** Both or neither: a server without login takes none. */
  user: string | undefined;
  password: string | undefined;
  /** The sender, e.g. `아르카나 <no-reply@arcana.kr>`. */
  from: string;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
};

/** PROVIDERS §9: any SMTP server through nodemailer. One pooled transport per process. */
export function createSmtpMailSender(config: SmtpConfig): MailSender & { close(): void } {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user && config.password
      ? { auth: { user: config.user, pass: config.password } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text }) {
      try {
        const info = await transport.sendMail({ from: config.from, to, subject, text });
        if (info.rejected.length > 0) {
          throw new MailProviderError('REJECTED', `recipient refused: ${info.response}`);
        }
      } catch (error) {
        if (error instanceof MailProviderError) throw error;
        const code = (error as { code?: unknown }).code;
        const responseCode = (error as { responseCode?: unknown }).responseCode;
        throw new MailProviderError(
          String(responseCode ?? code ?? 'UNKNOWN'),
          error instanceof Error ? error.message : String(error),
          { cause: error },
        );
      }
    },
    close: () => transport.close(),
  };
}
