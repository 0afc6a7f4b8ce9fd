import {
  type AdminClaim,
  type Claim,
  type ClaimAnswerRequest,
  type ClaimPage,
  type ClaimStatus,
  COUNSELING_TYPE_LABELS,
  type CounselingType,
  type GuestInquiryRequest,
  type GuestInquiryResponse,
  type InquiryRequest,
  REPORT_REASON_LABELS,
  type ReportRequest,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type ClaimRow, createClaimsRepository } from './claims-repository';
import { conflict, notFound } from './errors';
import { contentMessages as m } from './messages';
import { offsetPage, pageWindow } from './paging';
import type { ClaimListQuery } from './schemas';

/**
 * A guest's inquiries per e-mail address within a day (rolling 24 hours): the public form needs
 * no login, so this keeps one address from flooding the operators' queue.
 */
export const GUEST_INQUIRY_DAILY_LIMIT = 3;
const DAY_MS = 86_400_000;

/** How many claims the operator's list answers at most. */
export const ADMIN_CLAIM_LIST_LIMIT = 100;

/** A review as a report names it: its first characters. */
export const REVIEW_LABEL_LENGTH = 30;

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Who hears of an answer: a user by a notification, a guest by e-mail. */
export type ClaimRecipient = { userId: number } | { email: string };

export type AnsweredClaim = { claim: AdminClaim; notify: ClaimRecipient };

function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    kind: row.kind as Claim['kind'],
    category: row.kind === 'INQUIRY' ? (row.category as Claim['category']) : null,
    reason: row.kind === 'REPORT' ? (row.reason as Claim['reason']) : null,
    title: row.title,
    body: row.body,
    target:
      row.targetType && row.targetId !== null
        ? {
            type: row.targetType as 'SESSION' | 'REVIEW',
            id: row.targetId,
            label: row.targetLabel ?? '',
          }
        : null,
    status: row.status as ClaimStatus,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const toAdminClaim = (row: ClaimRow): AdminClaim => ({
  ...toClaim(row),
  userId: row.userId,
  email: row.email,
});

/** `별빛 상담사 · 채팅 상담 11월 20일` (the Seoul day it started, or was booked). */
function sessionLabel(target: {
  counselorName: string | null;
  counselingType: string;
  startTime: Date | null;
  createdAt: Date;
}): string {
  const seoul = new Date((target.startTime ?? target.createdAt).getTime() + SEOUL_OFFSET_MS);
  const type = COUNSELING_TYPE_LABELS[target.counselingType as CounselingType] ?? '상담';
  const name = target.counselorName ?? m.unnamedCounselor;
  return m.sessionLabel(name, type, seoul.getUTCMonth() + 1, seoul.getUTCDate());
}

function reviewLabel(content: string): string {
  const characters = Array.from(content.replace(/\s+/g, ' ').trim());
  const head = characters.slice(0, REVIEW_LABEL_LENGTH).join('');
  return characters.length > REVIEW_LABEL_LENGTH ? `${head}…` : head;
}

/** SPEC "/me/claims": inquiries (users and guests) and reports about a session or a review. */
export function createClaimService({ db, now }: { db: AppDb; now: Clock }) {
  const repository = createClaimsRepository(db);

  /** The label of a target `userId` may report; 404 when unknown or not allowed. */
  async function reportableLabel(userId: number, target: ReportRequest['target']) {
    if (target.type === 'SESSION') {
      const session = await repository.sessionTarget(target.id);
      if (session && (session.userId === userId || session.counselorUserId === userId)) {
        return sessionLabel(session);
      }
    } else {
      const review = await repository.reviewTarget(target.id);
      if (review && review.userId !== userId) return reviewLabel(review.content);
    }
    throw notFound('CLAIM_TARGET_NOT_FOUND', m.claimTargetNotFound);
  }

  return {
    async createInquiry(userId: number, request: InquiryRequest): Promise<Claim> {
      const row = await repository.insert({
        kind: 'INQUIRY',
        userId,
        category: request.category,
        title: request.title,
        body: request.body,
        createdAt: now(),
      });
      return toClaim(row);
    },

    /** A guest's inquiry: the answer goes to its e-mail (no account is looked up or tied). */
    async createGuestInquiry(request: GuestInquiryRequest): Promise<GuestInquiryResponse> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const claimsOf = createClaimsRepository(tx);
        const sent = await claimsOf.lockAndCountGuestInquiries(
          request.email,
          new Date(at.getTime() - DAY_MS),
        );
        if (sent >= GUEST_INQUIRY_DAILY_LIMIT) {
          throw AppError.tooManyRequests('TOO_MANY_INQUIRIES', m.tooManyInquiries, DAY_MS / 1000);
        }
        return claimsOf.insert({
          kind: 'INQUIRY',
          email: request.email,
          category: request.category,
          title: request.title,
          body: request.body,
          createdAt: at,
        });
      });
      return { id: row.id, email: request.email };
    },

    /** One open report per user and target (409 ALREADY_REPORTED); a target must be reportable. */
    async createReport(userId: number, request: ReportRequest): Promise<Claim> {
      const label = await reportableLabel(userId, request.target);
      const { type, id } = request.target;
      if (await repository.hasOpenReport(userId, type, id)) {
        throw conflict('ALREADY_REPORTED', m.alreadyReported);
      }
      try {
        const row = await repository.insert({
          kind: 'REPORT',
          userId,
          reason: request.reason,
          title: m.reportTitle(REPORT_REASON_LABELS[request.reason]),
          body: request.body,
          targetType: type,
          targetId: id,
          targetLabel: label,
          createdAt: now(),
        });
        return toClaim(row);
      } catch (error) {
        // The same report sent twice at once: the partial unique index keeps one.
        if (uniqueViolationConstraint(error) === 'claims_one_open_report') {
          throw conflict('ALREADY_REPORTED', m.alreadyReported);
        }
        throw error;
      }
    },

    async myClaims(userId: number, query: ClaimListQuery): Promise<ClaimPage> {
      const { rows, total } = await repository.pageOf(userId, pageWindow(query));
      return offsetPage(rows.map(toClaim), total, query);
    },

    /** Only the author reads a claim; anyone else's answers 404, as if it did not exist. */
    async myClaim(userId: number, id: number): Promise<Claim> {
      const row = await repository.find(id);
      if (!row || row.userId !== userId) throw notFound('CLAIM_NOT_FOUND', m.claimNotFound);
      return toClaim(row);
    },

    /** Up to 100, newest first; `status` narrows the list. */
    async adminClaims(query: { status?: ClaimStatus | undefined } = {}): Promise<AdminClaim[]> {
      return (await repository.list(query.status, ADMIN_CLAIM_LIST_LIMIT)).map(toAdminClaim);
    },

    async adminClaim(id: number): Promise<AdminClaim> {
      const row = await repository.find(id);
      if (!row) throw notFound('CLAIM_NOT_FOUND', m.claimNotFound);
      return toAdminClaim(row);
    },

    /**
     * Answers once (409 ALREADY_ANSWERED after). Says who to tell: the caller (the admin
     * feature) sends the SYSTEM_NOTICE to a user or the e-mail to a guest.
     */
    async answerClaim(
      id: number,
      request: ClaimAnswerRequest,
      operatorUserId: number,
    ): Promise<AnsweredClaim> {
      const row = await repository.answer(id, {
        answer: request.answer,
        answeredAt: now(),
        answeredBy: operatorUserId,
      });
      if (!row) {
        if (await repository.find(id)) throw conflict('ALREADY_ANSWERED', m.alreadyAnswered);
        throw notFound('CLAIM_NOT_FOUND', m.claimNotFound);
      }
      const notify: ClaimRecipient =
        row.userId !== null ? { userId: row.userId } : { email: row.email ?? '' };
      return { claim: toAdminClaim(row), notify };
    },
  };
}
