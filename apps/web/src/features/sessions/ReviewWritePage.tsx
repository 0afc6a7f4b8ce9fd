/** 상담후기 작성: rating 1–5 and 10–1,000 characters, only while the session is reviewable. */
export function ReviewWritePage(_props: { sessionId: number }) {
  return null;
}
