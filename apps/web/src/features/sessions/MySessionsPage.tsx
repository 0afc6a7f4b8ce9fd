/** 상담 내역: the user's sessions grouped by month. */
export function MySessionsPage() {
  return null;
}
