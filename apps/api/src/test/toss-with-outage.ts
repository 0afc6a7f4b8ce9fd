import { type PaymentProvider, PaymentProviderError } from '../providers/payments/payment-provider';
import { createTossPaymentProvider } from '../providers/payments/toss-payment-provider';
import { startTossStandIn } from './toss-stand-in';

// The Toss adapter against the local stand-in, as the orders' Toss tests run it, with a switch
// that makes the next cancels fail before they reach Toss (a refund retried after an outage).

export const TOSS_TEST_KEYS = {
  secretKey: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R',
  clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
};

export async function startTossWithOutage() {
  const { secretKey, clientKey } = TOSS_TEST_KEYS;
  const standIn = await startTossStandIn({ secretKey });
  const toss = createTossPaymentProvider({ secretKey, clientKey, baseUrl: standIn.baseUrl });
  /** The next cancels fail as a network error would, before reaching Toss. */
  const outage = { cancels: 0 };
  const provider: PaymentProvider = {
    ...toss,
    async cancel(...args) {
      if (outage.cancels > 0) {
        outage.cancels -= 1;
        throw new PaymentProviderError('unavailable', 'NETWORK_ERROR', 'connect ECONNREFUSED');
      }
      return toss.cancel(...args);
    },
  };
  return { standIn, provider, outage };
}
