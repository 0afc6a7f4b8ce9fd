import { toSeoulDateTime } from '@arcana/domain';
import { t } from './intl';

/** A Seoul day as the screens say it (SPEC §9: Korean, with its weekday): 2026년 11월 25일 (수). */
export function dayLabel(day: string): string {
  const value = toSeoulDateTime(`${day}T12:00:00+09:00`);
  if (!value) return day;
  return t('counselor.operations.day', {
    year: String(value.year),
    month: String(value.month),
    day: String(value.day),
    weekday: String(value.weekday),
  });
}
