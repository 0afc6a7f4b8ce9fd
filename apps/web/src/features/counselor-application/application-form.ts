import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import {
  type Application,
  type ApplicationRequest,
  applicationRequestSchema,
} from '@arcana/domain';
import * as v from 'valibot';

// The application form's draft (what the fields hold, as text) and its check against the
// domain's request schema, so the form says exactly what the api would refuse.

export type ApplicationDraft = {
  name: string;
  introduction: string;
  careerYears: string;
  categoryIds: number[];
  certificate: {
    name: string;
    issuer: string;
    grade: string;
    issuedOn: string;
    uploadId: string | null;
  };
  answer: string;
  terms: boolean;
};

export const EMPTY_DRAFT: ApplicationDraft = {
  name: '',
  introduction: '',
  careerYears: '',
  categoryIds: [],
  certificate: { name: '', issuer: '', grade: '', issuedOn: '', uploadId: null },
  answer: '',
  terms: false,
};

/** A rejected application's texts come back into the form (the picture is picked again). */
export function draftFrom(application: Application): ApplicationDraft {
  return {
    name: application.name,
    introduction: application.introduction,
    careerYears: String(application.careerYears),
    categoryIds: application.categories.map((category) => category.id),
    certificate: {
      name: application.certificate.name,
      issuer: application.certificate.issuer,
      grade: application.certificate.grade,
      issuedOn: application.certificate.issuedOn,
      uploadId: null,
    },
    answer: application.answer,
    terms: false,
  };
}

function requestOf(draft: ApplicationDraft): unknown {
  const years = draft.careerYears.trim();
  return {
    name: draft.name.trim(),
    introduction: draft.introduction.trim(),
    careerYears: years === '' || !/^\d+$/.test(years) ? Number.NaN : Number(years),
    categoryIds: draft.categoryIds,
    certificate: {
      name: draft.certificate.name.trim(),
      issuer: draft.certificate.issuer.trim(),
      grade: draft.certificate.grade.trim(),
      // Empty is "missing" (취득일을 입력해 주세요), not a bad format.
      issuedOn: draft.certificate.issuedOn || undefined,
      uploadId: draft.certificate.uploadId,
    },
    answer: draft.answer.trim(),
    agreements: { terms: draft.terms },
  };
}

export type DraftCheck =
  | { ok: true; request: ApplicationRequest }
  | { ok: false; errors: FieldErrors };

/** Field errors keyed by path ('certificate.name', 'agreements.terms'), first message each. */
export function checkDraft(draft: ApplicationDraft): DraftCheck {
  const parsed = v.safeParse(applicationRequestSchema, requestOf(draft));
  return parsed.success
    ? { ok: true, request: parsed.output }
    : { ok: false, errors: fieldErrorsOf(parsed.issues) };
}

/** Toggles a category; a sixth is refused (1–5). */
export function toggleCategory(ids: readonly number[], id: number, max = 5): number[] {
  if (ids.includes(id)) return ids.filter((each) => each !== id);
  return ids.length >= max ? [...ids] : [...ids, id];
}
