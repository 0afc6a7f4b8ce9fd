import {
  commentSchema,
  cursorPageSchema,
  keysetPageSchema,
  myCommentSchema,
  myReactionSchema,
  type ReactionKind,
  reactionSummarySchema,
  sharedReadingSchema,
  shareSummarySchema,
} from '@arcana/domain';
import { apiFetch } from '../http';
import { type SocialTarget, targetPaths } from './targets';

// Shares of readings, and the comments and reactions on shares and articles (contract of
// issue 8, domain schemas/sharing.ts).

export type ShareSort = 'recent' | 'popular';
export type SharesQuery = {
  sort?: ShareSort;
  characterId?: number | null;
  cursor?: string | null;
  limit?: number;
};
/** `limit, lastId` cursor (newest first; lastId = older than it). */
export type IdCursor = { limit?: number; lastId?: number | null };
type CallOptions = { signal?: AbortSignal };

const sharePageSchema = keysetPageSchema(shareSummarySchema);
const commentPageSchema = cursorPageSchema(commentSchema);
const myCommentPageSchema = cursorPageSchema(myCommentSchema);
const myReactionPageSchema = cursorPageSchema(myReactionSchema);

export function createShare(body: { readingId: number; showQuestion: boolean; showName: boolean }) {
  return apiFetch('/api/client/shares', { method: 'POST', body, schema: sharedReadingSchema });
}

export function fetchShares(query: SharesQuery = {}, options: CallOptions = {}) {
  return apiFetch('/api/public/shares', { ...options, query, schema: sharePageSchema });
}

/** Silent: the page says it itself (the not-found page, or its error state with a retry). */
export function fetchShare(id: string, options: CallOptions = {}) {
  return apiFetch(`/api/public/shares/${encodeURIComponent(id)}`, {
    ...options,
    silent: true,
    schema: sharedReadingSchema,
  });
}

export async function deleteShare(id: string): Promise<void> {
  await apiFetch(`/api/client/shares/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function fetchComments(
  target: SocialTarget,
  cursor: IdCursor = {},
  options: CallOptions = {},
) {
  return apiFetch(targetPaths(target).comments, {
    ...options,
    query: cursor,
    schema: commentPageSchema,
  });
}

export function postComment(target: SocialTarget, content: string) {
  return apiFetch(targetPaths(target).postComment, {
    method: 'POST',
    body: { content },
    schema: commentSchema,
  });
}

export async function deleteComment(id: number): Promise<void> {
  await apiFetch(`/api/client/comments/${id}`, { method: 'DELETE' });
}

/** PUT: sets or replaces the caller's reaction. */
export function setReaction(target: SocialTarget, kind: ReactionKind) {
  return apiFetch(targetPaths(target).reaction, {
    method: 'PUT',
    body: { kind },
    schema: reactionSummarySchema,
  });
}

export function removeReaction(target: SocialTarget) {
  return apiFetch(targetPaths(target).reaction, {
    method: 'DELETE',
    schema: reactionSummarySchema,
  });
}

export function fetchMyComments(cursor: IdCursor = {}, options: CallOptions = {}) {
  return apiFetch('/api/client/me/comments', {
    ...options,
    query: cursor,
    schema: myCommentPageSchema,
  });
}

export function fetchMyReactions(cursor: IdCursor = {}, options: CallOptions = {}) {
  return apiFetch('/api/client/me/reactions', {
    ...options,
    query: cursor,
    schema: myReactionPageSchema,
  });
}
