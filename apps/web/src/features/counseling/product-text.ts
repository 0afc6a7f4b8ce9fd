import { COUNSELING_TYPE_LABELS, type CounselingType, durationLabel } from '@arcana/domain';

/** SPEC duration label of a product: `30분`, or `무제한` when it has no clock. */
export function productDuration(durationMinutes: number | null): string {
  return durationLabel({ unlimited: durationMinutes === null, minutes: durationMinutes ?? 0 });
}

/** `채팅 상담 · 30분` */
export function productKind(product: {
  counselingType: CounselingType;
  durationMinutes: number | null;
}): string {
  return `${COUNSELING_TYPE_LABELS[product.counselingType]} · ${productDuration(product.durationMinutes)}`;
}
