/** One text message to one Korean mobile number (digits only, e.g. 01012345678). */
export type SmsMessage = { to: string; text: string };

/** What the verification service needs from any SMS provider (real adapter or dev outbox). */
export type SmsSender = {
  send(message: SmsMessage): Promise<void>;
};

/**
 * `rejected`: the provider answered and refused (bad key, unregistered sender, no balance) —
 * retrying will not help until someone fixes the configuration.
 * `unavailable`: no usable answer (network, timeout, 5xx) — a later retry may work.
 */
export type SmsFailureKind = 'rejected' | 'unavailable';

/** A provider failure with the provider's own code, for the log; people see a Korean 502/503. */
export class SmsProviderError extends Error {
  override name = 'SmsProviderError';
  readonly kind: SmsFailureKind;
  readonly providerCode: string;
  readonly httpStatus: number | undefined;

  constructor(
    kind: SmsFailureKind,
    providerCode: string,
    detail: string,
    httpStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(`SMS ${kind}: ${providerCode} ${detail}`.trim(), options);
    this.kind = kind;
    this.providerCode = providerCode;
    this.httpStatus = httpStatus;
  }
}
