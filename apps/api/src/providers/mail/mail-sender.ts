/** One plain-text e-mail to one address. */
export type MailMessage = { to: string; subject: string; text: string };

/** What a feature needs of any e-mail provider (the SMTP adapter or the dev outbox). */
export type MailSender = {
  send(message: MailMessage): Promise<void>;
};

/** The server refused or could not be reached; people see a Korean 502, the log this. */
export class MailProviderError extends Error {
  override name = 'MailProviderError';
  readonly providerCode: string;

  constructor(providerCode: string, detail: string, options?: { cause?: unknown }) {
    super(`mail: ${providerCode} ${detail}`.trim(), options);
    this.providerCode = providerCode;
  }
}
