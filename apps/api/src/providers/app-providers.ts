import type { AddressSearch } from './address/address-search';
import type { IdentityVerifier } from './identity/identity-verifier';
import type { LlmProvider } from './llm/llm-provider';
import type { MailSender } from './mail/mail-sender';
import type { PaymentProvider } from './payments/payment-provider';
import type { SandboxPaymentProvider } from './payments/sandbox-payment-provider';
import type { SocialProviderClients } from './social/social-provider';
import type { FileStorage } from './storage/file-storage';

/** The outside services createApp takes; each defaults to what env configures. */
export type AppProviders = {
  storage?: FileStorage;
  identity?: IdentityVerifier;
  social?: SocialProviderClients;
  /** The AI characters' model; null forces the offline reader even when env configures one. */
  llm?: LlmProvider | null;
  /** Payments (orders); tests hand in the Toss adapter pointed at the local stand-in. */
  payments?: PaymentProvider | SandboxPaymentProvider;
  /** E-mail (tax e-mail codes); tests hand in the SMTP adapter pointed at a local server. */
  mail?: MailSender;
  /** Road-address search; tests hand in the juso adapter pointed at the local stand-in. */
  address?: AddressSearch;
};
