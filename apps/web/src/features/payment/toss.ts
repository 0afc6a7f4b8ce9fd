import type { Checkout, Order } from '@arcana/domain';

// Toss Payments' payment window (SDK v2 "standard", PROVIDERS.md §1). The api answers a TOSS
// checkout with the client key, the customer key and same-site success/fail paths; the window
// then sends the buyer to successUrl?paymentKey=&orderId=&amount= or failUrl?code=&message=&orderId=,
// where /payment/success confirms on the server. No key lives in the web app: with
// PAYMENT_PROVIDER=sandbox (the default, and every test) the api never answers TOSS.

const TOSS_SCRIPT_URL = 'https://js.tosspayments.com/v2/standard';

type TossPaymentWindow = {
  requestPayment(request: {
    method: 'CARD';
    amount: { currency: 'KRW'; value: number };
    orderId: string;
    orderName: string;
    successUrl: string;
    failUrl: string;
  }): Promise<void>;
};
type TossPaymentsFactory = (clientKey: string) => {
  payment(options: { customerKey: string }): TossPaymentWindow;
};

declare global {
  interface Window {
    TossPayments?: TossPaymentsFactory;
  }
}

let loading: Promise<TossPaymentsFactory> | null = null;

/** Adds Toss's script once; a failed load can be tried again. */
function loadTossPayments(): Promise<TossPaymentsFactory> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  loading ??= new Promise<TossPaymentsFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.TossPayments
        ? resolve(window.TossPayments)
        : reject(new Error('TossPayments missing'));
    script.onerror = () => reject(new Error('TossPayments script failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The success and fail paths come same-site; Toss wants absolute URLs. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/**
 * Opens Toss's card payment window for the created order. It leaves the page on success or
 * failure; a buyer who closes the window makes it reject with PAY_PROCESS_CANCELED, which the
 * fail page explains.
 */
export async function openTossPayment(
  checkout: Extract<Checkout, { kind: 'TOSS' }>,
  order: Order,
): Promise<void> {
  const TossPayments = await loadTossPayments();
  await TossPayments(checkout.clientKey)
    .payment({ customerKey: checkout.customerKey })
    .requestPayment({
      method: 'CARD',
      amount: { currency: 'KRW', value: order.amount },
      orderId: order.orderId,
      orderName: order.orderName,
      successUrl: absolute(checkout.successUrl),
      failUrl: absolute(checkout.failUrl),
    });
}
