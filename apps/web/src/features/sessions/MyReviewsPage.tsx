/** 나의 리뷰: the user's reviews with the counselors' replies. */
export function MyReviewsPage() {
  return null;
}
