import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import {
  type GuestInquiryRequest,
  guestInquiryRequestSchema,
  type InquiryCategory,
  type InquiryRequest,
  inquiryRequestSchema,
} from '@arcana/domain';
import * as v from 'valibot';

/** What the contact form holds while it is being filled. */
export type InquiryDraft = {
  category: InquiryCategory | null;
  title: string;
  body: string;
  email: string;
  agreePrivacy: boolean;
};

export const EMPTY_INQUIRY: InquiryDraft = {
  category: null,
  title: '',
  body: '',
  email: '',
  agreePrivacy: false,
};

export type InquiryCheck =
  | { ok: true; guest: false; request: InquiryRequest }
  | { ok: true; guest: true; request: GuestInquiryRequest }
  | { ok: false; errors: FieldErrors };

/**
 * The draft read by the api's own schemas (their Korean messages are the form's): a logged-in
 * user's inquiry, or a guest's with the e-mail and the privacy consent.
 */
export function checkInquiry(draft: InquiryDraft, guest: boolean): InquiryCheck {
  const base = { category: draft.category ?? undefined, title: draft.title, body: draft.body };
  if (guest) {
    const parsed = v.safeParse(guestInquiryRequestSchema, {
      ...base,
      email: draft.email,
      agreePrivacy: draft.agreePrivacy,
    });
    return parsed.success
      ? { ok: true, guest: true, request: parsed.output }
      : { ok: false, errors: fieldErrorsOf(parsed.issues) };
  }
  const parsed = v.safeParse(inquiryRequestSchema, base);
  return parsed.success
    ? { ok: true, guest: false, request: parsed.output }
    : { ok: false, errors: fieldErrorsOf(parsed.issues) };
}

/** Characters as people count them (an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}
