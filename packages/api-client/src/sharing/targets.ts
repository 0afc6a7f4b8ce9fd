// Comments and reactions hang on two kinds of target (DESIGN "Sharing"): a shared reading and
// an article. One place turns a target into its paths, so the components stay polymorphic.

export type SocialTarget =
  | { type: 'SHARE'; shareId: string }
  | { type: 'ARTICLE'; articleId: number };

type TargetPaths = { comments: string; postComment: string; reaction: string };

export function targetPaths(target: SocialTarget): TargetPaths {
  switch (target.type) {
    case 'SHARE': {
      const id = encodeURIComponent(target.shareId);
      return {
        comments: `/api/public/shares/${id}/comments`,
        postComment: `/api/client/shares/${id}/comments`,
        reaction: `/api/client/shares/${id}/reaction`,
      };
    }
    case 'ARTICLE':
      return {
        comments: `/api/public/ai/articles/${target.articleId}/comments`,
        postComment: `/api/client/ai/articles/${target.articleId}/comments`,
        reaction: `/api/client/ai/articles/${target.articleId}/reaction`,
      };
    default:
      return target satisfies never;
  }
}

/** A stable key part for a target: ['SHARE', id] or ['ARTICLE', id]. */
export function targetKey(target: SocialTarget) {
  return target.type === 'SHARE'
    ? (['SHARE', target.shareId] as const)
    : (['ARTICLE', target.articleId] as const);
}
