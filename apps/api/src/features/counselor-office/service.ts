import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type AddressSearchPage,
  type BankAccount,
  type BankAccountRequest,
  type CertificateRequest,
  COUNSELOR_OFFICE_LIMITS,
  type CounselorAddress,
  type CounselorFaq,
  type CounselorFaqRequest,
  type CounselorSelf,
  counselorStatusOrDefault,
  type GalleryAddRequest,
  type GalleryImage,
  KOREAN_BANKS,
  maskBankNumber,
  type OwnCertificate,
  type UpdateCounselorRequest,
  VERIFICATION_CODE,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { messages } from '../../lib/messages';
import { AddressProviderError, type AddressSearch } from '../../providers/address/address-search';
import type { MailSender } from '../../providers/mail/mail-sender';
import { galleryOf, ownCertificatesOf, ratingOf } from '../counselors';
import { toImage, type Uploads } from '../uploads';
import { toFaq } from './faqs-of';
import { officeMessages as m } from './messages';
import { type BankAccountRow, type CounselorRow, createOfficeRepository } from './repository';

// The rules of the counselor back office. Tax e-mail and bank number: the tax e-mail is answered
// to its owner only (nothing else reads it); the bank number leaves the api masked, always.

/** The upload purposes the counselors feature registers for its public pictures. */
export const PURPOSES = {
  profileImage: 'counselor-profile-image',
  certificate: 'counselor-certificate-image',
  gallery: 'counselor-gallery-image',
} as const;

export type OfficeServiceDeps = {
  db: AppDb;
  now: Clock;
  logger: Logger;
  uploads: Pick<Uploads, 'attach' | 'detach'>;
  mail: MailSender;
  addressSearch: AddressSearch;
  /** A profile change: the counselors feature drops its cached search pages. */
  onProfileChange: () => void;
  /** Six digits; injectable so a test can know the code without reading the outbox. */
  randomCode?: () => string;
};

const conflict = (code: string, message: string) => new AppError(409, code, message);
const codeError = (code: string, message: string) =>
  new AppError(400, code, message, [{ field: 'code', message }]);
const noCounselor = () => AppError.notFound(messages.auth.counselorNotFound);

const defaultRandomCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(VERIFICATION_CODE.length, '0');

// The counselor and address are part of the digest, so a code vouches for one address only.
const codeDigest = (counselorId: number, email: string, code: string) =>
  createHash('sha256')
    .update(`${counselorId}:${email.toLowerCase()}:TAX_EMAIL:${code}`)
    .digest('hex');

const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function toBankAccount(row: BankAccountRow): BankAccount {
  const bankCode = row.bankCode as keyof typeof KOREAN_BANKS;
  return {
    bankCode,
    bankName: KOREAN_BANKS[bankCode] ?? '',
    holder: row.holder,
    numberMasked: maskBankNumber(row.number),
  };
}

/** Whether `ids` is exactly the set of `existing` (any order, each once). */
function sameIds(ids: number[], existing: number[]): boolean {
  if (ids.length !== existing.length) return false;
  const known = new Set(existing);
  return ids.every((id) => known.has(id));
}

export function createOfficeService(deps: OfficeServiceDeps) {
  const { db, now, logger, uploads } = deps;
  const randomCode = deps.randomCode ?? defaultRandomCode;
  const repository = createOfficeRepository(db);

  const counselorOf = async (userId: number, on: AppDb = db): Promise<CounselorRow> => {
    const row = await createOfficeRepository(on).counselorByUserId(userId);
    if (!row) throw noCounselor();
    return row;
  };

  const selfOf = async (row: CounselorRow): Promise<CounselorSelf> => {
    const [categories, image, bank, address] = await Promise.all([
      repository.categoriesOf(row.id),
      repository.upload(row.profileImageUploadId),
      repository.bankAccount(row.id),
      repository.address(row.id),
    ]);
    return {
      id: row.id,
      userId: row.userId,
      level: row.level,
      status: counselorStatusOrDefault(row.status),
      enabled: row.enabled,
      name: row.name,
      introduction: row.introduction,
      careerYears: row.careerYears,
      details: row.details,
      keywords: row.keywords,
      categories,
      profileImage: image ? toImage(image) : null,
      taxEmail: row.taxEmail,
      bankAccount: bank ? toBankAccount(bank) : null,
      address: address
        ? {
            zipCode: address.zipCode,
            roadAddress: address.roadAddress,
            jibunAddress: address.jibunAddress,
            detail: address.detail,
          }
        : null,
      rating: ratingOf(row.ratingTotal, row.reviewCount),
      reviewCount: row.reviewCount,
    };
  };

  const self = async (userId: number) => selfOf(await counselorOf(userId));

  /** Sets one field of the caller's counselor row and answers the profile after it. */
  const setAndAnswer = async (
    userId: number,
    values: Parameters<typeof repository.setCounselor>[1],
    publicChange = true,
  ) => {
    const row = await counselorOf(userId);
    await repository.setCounselor(row.id, values);
    if (publicChange) deps.onProfileChange();
    return self(userId);
  };

  return {
    self,

    async update(userId: number, request: UpdateCounselorRequest): Promise<CounselorSelf> {
      const row = await counselorOf(userId);
      if (await repository.nameTaken(request.name, row.id))
        throw conflict('NAME_TAKEN', m.nameTaken);
      const categoryIds = [...new Set(request.categoryIds)];
      if ((await repository.countCategories(categoryIds)) !== categoryIds.length) {
        throw AppError.validation([{ field: 'categoryIds', message: m.categoryUnknown }]);
      }
      try {
        await inTransaction(db, (tx) =>
          createOfficeRepository(tx).updateProfile(
            row.id,
            {
              name: request.name,
              introduction: request.introduction,
              careerYears: request.careerYears,
            },
            categoryIds,
          ),
        );
      } catch (error) {
        // Two counselors claiming one name at once: the unique index decides.
        if (uniqueViolationConstraint(error) === 'counselors_name_unique') {
          throw conflict('NAME_TAKEN', m.nameTaken);
        }
        throw error;
      }
      deps.onProfileChange();
      return self(userId);
    },

    /** Whether a name is taken by another counselor (the caller's own name is not "taken"). */
    async nameExists(userId: number, name: string): Promise<{ exists: boolean }> {
      const own = await repository.counselorByUserId(userId);
      return { exists: await repository.nameTaken(name, own?.id ?? null) };
    },

    async setProfileImage(userId: number, uploadId: string | null): Promise<CounselorSelf> {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const old = row.profileImageUploadId;
        if (uploadId) {
          await uploads.attach(tx, {
            uploadId,
            ownerUserId: userId,
            purpose: PURPOSES.profileImage,
          });
        }
        await createOfficeRepository(tx).setCounselor(row.id, { profileImageUploadId: uploadId });
        if (old && old !== uploadId) {
          await uploads.detach(tx, { uploadId: old, purpose: PURPOSES.profileImage });
        }
      });
      deps.onProfileChange();
      return self(userId);
    },

    setDetails: (userId: number, details: string) => setAndAnswer(userId, { details }),
    setKeywords: (userId: number, keywords: string[]) => setAndAnswer(userId, { keywords }),
    setEnabled: (userId: number, enabled: boolean) => setAndAnswer(userId, { enabled }),

    // ---- certificates ----

    async certificates(userId: number): Promise<OwnCertificate[]> {
      return ownCertificatesOf(db, (await counselorOf(userId)).id);
    },

    async addCertificate(userId: number, request: CertificateRequest) {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const office = createOfficeRepository(tx);
        if ((await office.countCertificates(row.id)) >= COUNSELOR_OFFICE_LIMITS.certificates) {
          throw conflict(
            'CERTIFICATES_FULL',
            m.certificatesFull(COUNSELOR_OFFICE_LIMITS.certificates),
          );
        }
        if (request.uploadId) {
          await uploads.attach(tx, {
            uploadId: request.uploadId,
            ownerUserId: userId,
            purpose: PURPOSES.certificate,
          });
        }
        await office.insertCertificate(row.id, certificateValues(request));
      });
      return this.certificates(userId);
    },

    async updateCertificate(userId: number, id: number, request: CertificateRequest) {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const office = createOfficeRepository(tx);
        const existing = await office.findCertificate(row.id, id);
        if (!existing) throw AppError.notFound(m.certificateNotFound);
        if (request.uploadId && request.uploadId !== existing.imageUploadId) {
          await uploads.attach(tx, {
            uploadId: request.uploadId,
            ownerUserId: userId,
            purpose: PURPOSES.certificate,
          });
        }
        await office.updateCertificate(id, certificateValues(request));
        if (existing.imageUploadId && existing.imageUploadId !== request.uploadId) {
          await uploads.detach(tx, {
            uploadId: existing.imageUploadId,
            purpose: PURPOSES.certificate,
          });
        }
      });
      return this.certificates(userId);
    },

    async deleteCertificate(userId: number, id: number) {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const office = createOfficeRepository(tx);
        const existing = await office.findCertificate(row.id, id);
        if (!existing) throw AppError.notFound(m.certificateNotFound);
        await office.deleteCertificate(id);
        if (existing.imageUploadId) {
          await uploads.detach(tx, {
            uploadId: existing.imageUploadId,
            purpose: PURPOSES.certificate,
          });
        }
      });
      return this.certificates(userId);
    },

    // ---- gallery ----

    async gallery(userId: number): Promise<GalleryImage[]> {
      return galleryOf(db, (await counselorOf(userId)).id);
    },

    async addGalleryImage(userId: number, request: GalleryAddRequest) {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const office = createOfficeRepository(tx);
        if ((await office.galleryIds(row.id)).length >= COUNSELOR_OFFICE_LIMITS.gallery) {
          throw conflict('GALLERY_FULL', m.galleryFull(COUNSELOR_OFFICE_LIMITS.gallery));
        }
        await uploads.attach(tx, {
          uploadId: request.uploadId,
          ownerUserId: userId,
          purpose: PURPOSES.gallery,
        });
        await office.insertGalleryImage(row.id, {
          uploadId: request.uploadId,
          caption: request.caption,
          createdAt: now(),
        });
      });
      return this.gallery(userId);
    },

    async captionGalleryImage(userId: number, id: number, caption: string) {
      const row = await counselorOf(userId);
      if (!(await createOfficeRepository(db).captionGalleryImage(row.id, id, caption))) {
        throw AppError.notFound(m.galleryImageNotFound);
      }
      return this.gallery(userId);
    },

    async deleteGalleryImage(userId: number, id: number) {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const deleted = await createOfficeRepository(tx).deleteGalleryImage(row.id, id);
        if (!deleted) throw AppError.notFound(m.galleryImageNotFound);
        if (deleted.uploadId) {
          await uploads.detach(tx, { uploadId: deleted.uploadId, purpose: PURPOSES.gallery });
        }
      });
      return this.gallery(userId);
    },

    async orderGallery(userId: number, ids: number[]) {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const office = createOfficeRepository(tx);
        if (!sameIds(ids, await office.galleryIds(row.id))) {
          throw conflict('ORDER_MISMATCH', m.orderMismatch);
        }
        await office.orderGallery(row.id, ids);
      });
      return this.gallery(userId);
    },

    // ---- FAQs ----

    async faqs(userId: number): Promise<CounselorFaq[]> {
      const row = await counselorOf(userId);
      return (await repository.faqs(row.id)).map(toFaq);
    },

    async addFaq(userId: number, request: CounselorFaqRequest) {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const office = createOfficeRepository(tx);
        if ((await office.faqs(row.id)).length >= COUNSELOR_OFFICE_LIMITS.faqs) {
          throw conflict('FAQS_FULL', m.faqsFull(COUNSELOR_OFFICE_LIMITS.faqs));
        }
        await office.insertFaq(row.id, request);
      });
      return this.faqs(userId);
    },

    async updateFaq(userId: number, id: number, request: CounselorFaqRequest) {
      const row = await counselorOf(userId);
      if (!(await repository.updateFaq(row.id, id, request))) {
        throw AppError.notFound(m.faqNotFound);
      }
      return this.faqs(userId);
    },

    async deleteFaq(userId: number, id: number) {
      const row = await counselorOf(userId);
      if (!(await repository.deleteFaq(row.id, id))) throw AppError.notFound(m.faqNotFound);
      return this.faqs(userId);
    },

    async orderFaqs(userId: number, ids: number[]) {
      await inTransaction(db, async (tx) => {
        const row = await counselorOf(userId, tx);
        const office = createOfficeRepository(tx);
        const existing = (await office.faqs(row.id)).map((faq) => faq.id);
        if (!sameIds(ids, existing)) throw conflict('ORDER_MISMATCH', m.orderMismatch);
        await office.orderFaqs(row.id, ids);
      });
      return this.faqs(userId);
    },

    // ---- address ----

    async address(userId: number): Promise<CounselorAddress | null> {
      return (await self(userId)).address;
    },

    async saveAddress(userId: number, address: CounselorAddress): Promise<CounselorAddress> {
      const row = await counselorOf(userId);
      await repository.saveAddress({ counselorId: row.id, ...address, updatedAt: now() });
      return address;
    },

    async searchAddress(
      keyword: string,
      page: number,
      pageSize: number,
    ): Promise<AddressSearchPage> {
      try {
        return await deps.addressSearch.search({ keyword, page, pageSize });
      } catch (error) {
        if (!(error instanceof AddressProviderError)) throw error;
        logger.error(`address search failed: ${error.message}`);
        throw new AppError(502, 'ADDRESS_SEARCH_UNAVAILABLE', m.addressUnavailable);
      }
    },

    // ---- tax e-mail (DESIGN "Accounts and codes", purpose TAX_EMAIL) ----

    async sendTaxEmailCode(userId: number, email: string) {
      const row = await counselorOf(userId);
      const at = now();
      const latest = await repository.latestEmailCode(row.id);
      if (latest) {
        const waitMs = latest.createdAt.getTime() + VERIFICATION_CODE.resendAfterMs - at.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw AppError.tooManyRequests('CODE_RESEND_TOO_SOON', m.resendTooSoon(seconds), seconds);
        }
      }
      const code = randomCode();
      const id = await repository.insertEmailCode({
        counselorId: row.id,
        email,
        codeHash: codeDigest(row.id, email, code),
        expiresAt: new Date(at.getTime() + VERIFICATION_CODE.ttlMs),
        createdAt: at,
      });
      try {
        await deps.mail.send({ to: email, subject: m.mailSubject, text: m.mailText(code) });
      } catch (error) {
        // A code that never arrived must not hold back the next request.
        await repository.removeEmailCode(id);
        logger.error('tax e-mail code not sent', error);
        throw new AppError(502, 'MAIL_UNAVAILABLE', m.mailUnavailable);
      }
      return {
        expiresInSeconds: VERIFICATION_CODE.ttlMs / 1000,
        resendAfterSeconds: VERIFICATION_CODE.resendAfterMs / 1000,
      };
    },

    /** The right code for this address changes the tax e-mail; anything else changes nothing. */
    async verifyTaxEmail(userId: number, email: string, code: string): Promise<CounselorSelf> {
      const row = await counselorOf(userId);
      const at = now();
      const latest = await repository.latestEmailCode(row.id);
      if (!latest || latest.verifiedAt || latest.email.toLowerCase() !== email.toLowerCase()) {
        throw codeError('CODE_NOT_REQUESTED', m.codeNotRequested);
      }
      if (latest.attempts >= VERIFICATION_CODE.maxAttempts) {
        throw codeError('CODE_ATTEMPTS_EXCEEDED', m.codeAttemptsExceeded);
      }
      if (at.getTime() >= latest.expiresAt.getTime()) {
        throw codeError('CODE_EXPIRED', m.codeExpired);
      }
      if (!sameDigest(latest.codeHash, codeDigest(row.id, latest.email, code))) {
        const attempts = await repository.recordFailedEmailAttempt(
          latest.id,
          VERIFICATION_CODE.maxAttempts,
        );
        const remaining =
          VERIFICATION_CODE.maxAttempts - (attempts ?? VERIFICATION_CODE.maxAttempts);
        if (remaining <= 0) throw codeError('CODE_ATTEMPTS_EXCEEDED', m.codeAttemptsExceeded);
        throw codeError('CODE_MISMATCH', m.codeMismatch(remaining));
      }
      await inTransaction(db, async (tx) => {
        const office = createOfficeRepository(tx);
        if (!(await office.markEmailCodeVerified(latest.id, at))) {
          throw codeError('CODE_NOT_REQUESTED', m.codeNotRequested);
        }
        await office.setCounselor(row.id, { taxEmail: latest.email });
      });
      return self(userId);
    },

    // ---- bank account ----

    async bankAccount(userId: number): Promise<BankAccount | null> {
      const row = await counselorOf(userId);
      const bank = await repository.bankAccount(row.id);
      return bank ? toBankAccount(bank) : null;
    },

    async saveBankAccount(userId: number, request: BankAccountRequest): Promise<BankAccount> {
      const row = await counselorOf(userId);
      const values = { counselorId: row.id, ...request, updatedAt: now() };
      await repository.saveBankAccount(values);
      return toBankAccount(values);
    },
  };
}

function certificateValues(request: CertificateRequest) {
  return {
    name: request.name,
    issuer: request.issuer,
    grade: request.grade,
    issuedOn: request.issuedOn,
    imageUploadId: request.uploadId,
  };
}

export type OfficeService = ReturnType<typeof createOfficeService>;
