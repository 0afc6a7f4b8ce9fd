// What the profits api says (Korean, 해요체).
export const profitMessages = {
  year: '연도는 2000년부터 2100년 사이로 골라 주세요.',
  month: '월은 YYYY-MM 형식(예: 2026-10)으로 골라 주세요.',
} as const;
