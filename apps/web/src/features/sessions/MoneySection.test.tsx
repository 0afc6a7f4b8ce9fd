// @vitest-environment jsdom
import type { SessionPayment } from '@arcana/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MoneySection } from './MoneySection';

afterEach(cleanup);

const paid: SessionPayment = {
  price: 33_000,
  pointsUsed: 3_000,
  amount: 30_000,
  refundedAmount: 0,
  refundedPoints: 0,
  refundReason: null,
  addTimeCount: 0,
};

it('shows the price, the points and the charge', () => {
  render(<MoneySection payment={paid} />);
  expect(screen.getByTestId('money-price').textContent).toBe('33,000원');
  expect(screen.getByTestId('money-points').textContent).toBe('−3,000P');
  expect(screen.getByTestId('money-amount').textContent).toBe('30,000원');
  expect(screen.queryByTestId('money-refund')).toBeNull();
});

it('leaves out the points line when none were used', () => {
  render(<MoneySection payment={{ ...paid, pointsUsed: 0, amount: 33_000 }} />);
  expect(screen.queryByTestId('money-points')).toBeNull();
  expect(screen.getByTestId('money-amount').textContent).toBe('33,000원');
});

it('says how many add-time purchases the price includes', () => {
  render(<MoneySection payment={{ ...paid, price: 44_000, amount: 41_000, addTimeCount: 2 }} />);
  expect(screen.getByTestId('money-price').textContent).toBe('44,000원시간 추가 2회 포함');
  expect(screen.getByTestId('money-amount').textContent).toBe('41,000원');
});

it('shows a refund of money and points with its reason', () => {
  render(
    <MoneySection
      payment={{
        ...paid,
        refundedAmount: 12_500,
        refundedPoints: 1_250,
        refundReason: '상담사가 5분 넘게 자리를 비워 남은 시간을 환불했어요',
      }}
    />,
  );
  const refund = screen.getByTestId('money-refund');
  expect(within(refund).getByTestId('money-refunded').textContent).toBe('12,500원');
  expect(within(refund).getByTestId('money-refunded-points').textContent).toBe('1,250P');
  expect(refund.textContent).toContain(
    '환불 사유: 상담사가 5분 넘게 자리를 비워 남은 시간을 환불했어요',
  );
});

it('says so when the session has no payment (a seeded session)', () => {
  render(<MoneySection payment={null} />);
  expect(screen.getByTestId('session-money').textContent).toContain('결제 정보가 없는 상담이에요.');
});
