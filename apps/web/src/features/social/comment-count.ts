import { articleQueries, type SocialTarget, sharingQueries } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a comment is written or deleted: the list and the caller's own list load again, and the
 * count the page shows (the share's or the article's) moves by `delta` at once. The article is
 * not fetched again, as each fetch of it counts a view.
 */
export function afterCommentChange(queryClient: QueryClient, target: SocialTarget, delta: 1 | -1) {
  void queryClient.invalidateQueries({ queryKey: sharingQueries.comments(target).queryKey });
  void queryClient.invalidateQueries({ queryKey: sharingQueries.mine() });
  const bump = <T extends { commentCount: number }>(current: T | undefined) =>
    current ? { ...current, commentCount: Math.max(0, current.commentCount + delta) } : current;
  switch (target.type) {
    case 'SHARE':
      queryClient.setQueryData(sharingQueries.detail(target.shareId).queryKey, bump);
      return;
    case 'ARTICLE':
      queryClient.setQueryData(articleQueries.detail(target.articleId).queryKey, bump);
      return;
    default:
      target satisfies never;
  }
}
