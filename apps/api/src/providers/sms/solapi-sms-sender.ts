import { createHmac, randomBytes } from 'node:crypto';
import type { SolapiConfig } from '../../env';
import { SmsProviderError, type SmsSender } from './sms-sender';

// Solapi (PROVIDERS.md §4): every request carries a fresh HMAC-SHA256 signature over
// date + salt; Solapi refuses a signature it has seen in the last 15 minutes and a date more
// than 15 minutes off, so the salt must be new every time and the date must be now.

export type SolapiDeps = {
  fetch?: typeof fetch;
  now?: () => Date;
  /** 12–64 random characters; injectable so tests can force a repeat. */
  salt?: () => string;
  timeoutMs?: number;
};

/** Answers of POST /messages/v4/send that mean "accepted" (2000 접수, 3000 이통사 접수, 4000 수신). */
const ACCEPTED_STATUS_CODES = new Set(['2000', '3000', '4000']);

export function solapiAuthorization(
  config: Pick<SolapiConfig, 'apiKey' | 'apiSecret'>,
  date: string,
  salt: string,
): string {
  const signature = createHmac('sha256', config.apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${config.apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

const randomSalt = () => randomBytes(24).toString('hex');

export function createSolapiSmsSender(config: SolapiConfig, deps: SolapiDeps = {}): SmsSender {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  const salt = deps.salt ?? randomSalt;
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const url = new URL('/messages/v4/send', config.baseUrl);

  return {
    async send({ to, text }) {
      const body = { message: { to, from: config.sender, text, type: 'SMS' } };
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            Authorization: solapiAuthorization(config, now().toISOString(), salt()),
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsProviderError('unavailable', 'NetworkError', errorText(error), undefined, {
          cause: error,
        });
      }
      const answer = await readJson(response);
      if (!response.ok) {
        const code = stringField(answer, 'errorCode') ?? `HTTP_${response.status}`;
        const message = stringField(answer, 'errorMessage') ?? '';
        const kind = response.status >= 500 || response.status === 429 ? 'unavailable' : 'rejected';
        throw new SmsProviderError(kind, code, message, response.status);
      }
      const statusCode = stringField(answer, 'statusCode');
      if (!statusCode || !ACCEPTED_STATUS_CODES.has(statusCode)) {
        const message = stringField(answer, 'statusMessage') ?? '';
        throw new SmsProviderError(
          'rejected',
          `Status_${statusCode ?? 'missing'}`,
          message,
          response.status,
        );
      }
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
