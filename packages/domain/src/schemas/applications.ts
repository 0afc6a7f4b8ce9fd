// Counselor applications (issue 11, SPEC §4: a counselor at level 0 is applying): what an
// applicant sends, what it sees of its application, and what an operator decides on.
import * as v from 'valibot';
import { isoDateTimeSchema } from './common';
import { counselorCategorySchema } from './counseling';
import {
  careerYearsSchema,
  categoryIdsSchema,
  certificateRequestSchema,
  counselorIntroductionSchema,
  counselorNameSchema,
} from './counselor-office';
import { imageSchema } from './image';
import { multilineText, textOf } from './text';

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const APPLICATION_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS = {
  SUBMITTED: '심사 중',
  APPROVED: '승인',
  REJECTED: '반려',
} as const satisfies Record<ApplicationStatus, string>;

/** POST /api/client/counselor-applications. */
export const applicationRequestSchema = v.object({
  name: counselorNameSchema,
  introduction: counselorIntroductionSchema,
  careerYears: careerYearsSchema,
  categoryIds: categoryIdsSchema,
  certificate: certificateRequestSchema,
  /** 지원 동기와 상담 경험. */
  answer: multilineText(textOf('지원 동기와 상담 경험', 50, 2_000)),
  agreements: v.object({
    terms: v.literal(true, '상담사 이용약관에 동의해 주세요.'),
  }),
});
export type ApplicationRequest = v.InferOutput<typeof applicationRequestSchema>;

/** The certificate as the application shows it (the image, when one was sent). */
export const applicationCertificateSchema = v.object({
  name: v.string(),
  issuer: v.string(),
  grade: v.string(),
  issuedOn: v.string(),
  image: v.nullable(imageSchema),
});
export type ApplicationCertificate = v.InferOutput<typeof applicationCertificateSchema>;

/** GET /api/client/counselor-applications/me: the caller's latest application. */
export const applicationSchema = v.object({
  id: positiveId,
  status: v.picklist(APPLICATION_STATUSES),
  name: v.string(),
  introduction: v.string(),
  careerYears: count,
  categories: v.array(counselorCategorySchema),
  certificate: applicationCertificateSchema,
  answer: v.string(),
  /** Why it was rejected; null otherwise. */
  reason: v.nullable(v.string()),
  submittedAt: isoDateTimeSchema,
  decidedAt: v.nullable(isoDateTimeSchema),
});
export type Application = v.InferOutput<typeof applicationSchema>;

/** GET /api/admin/counselor-applications: an application with who sent it. */
export const adminApplicationSchema = v.object({
  ...applicationSchema.entries,
  userId: positiveId,
  username: v.string(),
  counselorId: positiveId,
});
export type AdminApplication = v.InferOutput<typeof adminApplicationSchema>;

/** POST /api/admin/counselor-applications/{id}/reject. */
export const rejectApplicationRequestSchema = v.object({
  reason: multilineText(textOf('반려 사유', 5, 500)),
});
export type RejectApplicationRequest = v.InferOutput<typeof rejectApplicationRequestSchema>;
