import type { Env } from '../../env';
import type { PaymentProvider } from './payment-provider';
import {
  createSandboxPaymentProvider,
  type SandboxLedger,
  type SandboxPaymentProvider,
} from './sandbox-payment-provider';
import { createTossPaymentProvider } from './toss-payment-provider';

/** What the sandbox says when it refuses (Korean, like Toss's own messages). */
const SANDBOX_TEXTS = {
  sessionExpired: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않아요.',
  alreadyProcessed: '이미 처리된 결제예요.',
  amountMismatch: '결제 금액이 일치하지 않아요.',
  notCancelable: '취소할 수 없는 결제예요.',
  cardDeclined: '카드사에서 결제를 거절했어요. 다른 카드로 다시 시도해 주세요.',
};

/**
 * env.ts already refused the sandbox in production and Toss without its keys; this only picks.
 * Absent payments settings (an Env built by hand in tests) mean the sandbox; in production
 * its checkout page is never mounted (features/orders).
 */
export function createPaymentProvider(
  payments: Env['payments'],
  sandbox: { ledger: SandboxLedger; now: () => Date },
): PaymentProvider | SandboxPaymentProvider {
  if (payments?.provider === 'toss') return createTossPaymentProvider(payments.toss);
  return createSandboxPaymentProvider({
    ledger: sandbox.ledger,
    now: sandbox.now,
    texts: SANDBOX_TEXTS,
  });
}
