import { AppError } from '../../lib/app-error';
import { MAX_SERIAL_ID } from '../../lib/cursor-page';
import { adminMessages as m } from './messages';

// The ids of content in /api/admin paths. A malformed or out-of-range one answers the same
// 404 (code and text) as an id nobody holds, the one the content service gives.

const NOT_FOUND = {
  notice: ['NOTICE_NOT_FOUND', m.content.noticeNotFound],
  event: ['EVENT_NOT_FOUND', m.content.eventNotFound],
  faqCategory: ['FAQ_CATEGORY_NOT_FOUND', m.content.faqCategoryNotFound],
  faq: ['FAQ_NOT_FOUND', m.content.faqNotFound],
  claim: ['CLAIM_NOT_FOUND', m.content.claimNotFound],
} as const;

export type ContentKind = keyof typeof NOT_FOUND;

export function contentIdOf(kind: ContentKind, value: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id <= MAX_SERIAL_ID)) {
    const [code, message] = NOT_FOUND[kind];
    throw new AppError(404, code, message);
  }
  return id;
}
