import { formatKRW, formatNumber } from '@arcana/domain';
import { t } from './intl';

/** '30,000원', '30,000원과 포인트 3,000P' or '포인트 3,000P': what a refund gives back. */
export function refundText(amount: number, points: number): string {
  if (points === 0) return formatKRW(amount);
  if (amount === 0)
    return t('web.reservations.refundTextPointsOnly', { points: formatNumber(points) });
  return t('web.reservations.refundTextPoints', {
    amount: formatKRW(amount),
    points: formatNumber(points),
  });
}
