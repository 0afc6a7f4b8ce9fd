import { toSeoulDateTime } from '@arcana/domain';

const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'] as const;

/** A Seoul day as the screens say it (SPEC §9: Korean, with its weekday): 2026년 11월 25일 (수). */
export function dayLabel(day: string): string {
  const value = toSeoulDateTime(`${day}T12:00:00+09:00`);
  if (!value) return day;
  return `${value.year}년 ${value.month}월 ${value.day}일 (${WEEKDAYS[value.weekday - 1]})`;
}
