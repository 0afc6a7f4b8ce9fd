import type { SmsSender } from './sms-sender';

// Codes are written in square brackets ("인증번호 [123456]"); the outbox keeps the code in its
// own column so tests and the e2e suite read it without parsing Korean text.
const CODE_IN_TEXT = /\[(\d{4,8})\]/;

/** Where the stand-in writes: the accounts feature's outbox table. */
export type OutboxWriter = {
  add(entry: { channel: 'sms'; to: string; text: string; code: string | null }): Promise<void>;
};

export function extractCode(text: string): string | null {
  return CODE_IN_TEXT.exec(text)?.[1] ?? null;
}

/** The development stand-in: nothing leaves the machine; GET /api/dev/outbox shows it. */
export function createOutboxSmsSender(outbox: OutboxWriter): SmsSender {
  return {
    async send({ to, text }) {
      await outbox.add({ channel: 'sms', to, text, code: extractCode(text) });
    },
  };
}
