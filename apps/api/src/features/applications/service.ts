import type {
  AdminApplication,
  Application,
  ApplicationRequest,
  ApplicationStatus,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createOfficeRepository } from '../counselor-office';
import type { Notifier } from '../notifications';
import { toImage, type UploadRow, type Uploads } from '../uploads';
import { applicationNotices, applicationMessages as m } from './messages';
import {
  type ApplicationRow,
  type ApplicationWithUser,
  type CategoryRecord,
  createApplicationsRepository,
} from './repository';

// SPEC §4: a counselors row at level 0 is applying. A user applies (SUBMITTED) until an operator
// approves — role COUNSELOR, level 1, the profile and certificate copied to the counselor — or
// rejects it with a reason; after a rejection it may apply again.

/**
 * The certificate image is attached with the counselors feature's public certificate purpose:
 * on approval the same upload becomes the counselor's certificate picture.
 */
export const CERTIFICATE_PURPOSE = 'counselor-certificate-image';

/** How many the operator's list answers at most. */
export const ADMIN_LIST_LIMIT = 100;

export type ApplicationServiceDeps = {
  db: AppDb;
  now: Clock;
  notifier: Notifier;
  uploads: Pick<Uploads, 'attach'>;
  /** Where the counselor app lives: the approval notice leads there. */
  counselorOrigin: string;
  /** A new counselor (level 1, named) is listed: cached search pages are stale. */
  onCounselorChange: () => void;
};

const conflict = (code: string, message: string) => new AppError(409, code, message);

export function createApplicationService(deps: ApplicationServiceDeps) {
  const { db, now, notifier, uploads } = deps;
  const repository = createApplicationsRepository(db);

  /** The rows as the api answers them, with their categories and certificate images. */
  async function viewsOf<T extends ApplicationRow>(rows: T[]) {
    const categoryIds = [...new Set(rows.flatMap((row) => row.categoryIds))];
    const uploadIds = rows.flatMap((row) => row.certificate.uploadId ?? []);
    const [categories, images] = await Promise.all([
      repository.categories(categoryIds),
      repository.uploadsOf([...new Set(uploadIds)]),
    ]);
    const categoryById = new Map(categories.map((category) => [category.id, category]));
    const imageById = new Map<string, UploadRow>(images.map((image) => [image.id, image]));
    return rows.map((row) => toApplication(row, categoryById, imageById));
  }

  const one = async (row: ApplicationRow): Promise<Application> => {
    const [view] = await viewsOf([row]);
    if (!view) throw new Error('unreachable: one row in, one view out');
    return view;
  };

  const adminViews = async (rows: ApplicationWithUser[]): Promise<AdminApplication[]> => {
    const views = await viewsOf(rows);
    return rows.map((row, index) => ({
      ...(views[index] as Application),
      userId: row.userId,
      username: row.username,
      counselorId: row.counselorId,
    }));
  };

  async function adminOne(id: number): Promise<AdminApplication> {
    const row = await repository.find(id);
    if (!row) throw AppError.notFound(m.notFound);
    const [view] = await adminViews([row]);
    return view as AdminApplication;
  }

  /** 409 unless SUBMITTED (404 when there is no such application); `on`: inside a transaction. */
  async function refuseDecided(id: number, on = repository): Promise<never> {
    const row = await on.find(id);
    if (!row) throw AppError.notFound(m.notFound);
    const status = row.status as Exclude<ApplicationStatus, 'SUBMITTED'>;
    throw conflict('APPLICATION_DECIDED', m.decided[status] ?? m.decided.REJECTED);
  }

  return {
    async submit(userId: number, roles: string[], request: ApplicationRequest) {
      const categoryIds = [...new Set(request.categoryIds)];
      let row: ApplicationRow;
      try {
        row = await inTransaction(db, async (tx) => {
          const applications = createApplicationsRepository(tx);
          const office = createOfficeRepository(tx);
          const existing = await office.counselorByUserId(userId);
          if (roles.includes('COUNSELOR') || (existing && existing.level >= 1)) {
            throw conflict('ALREADY_COUNSELOR', m.alreadyCounselor);
          }
          if (await applications.hasSubmitted(userId)) {
            throw conflict('APPLICATION_PENDING', m.pending);
          }
          if ((await office.countCategories(categoryIds)) !== categoryIds.length) {
            throw AppError.validation([{ field: 'categoryIds', message: m.categoryUnknown }]);
          }
          if (await office.nameTaken(request.name, existing?.id ?? null)) {
            throw conflict('NAME_TAKEN', m.nameTaken);
          }
          await applications.ensureCounselor(userId);
          const counselor = existing ?? (await office.counselorByUserId(userId));
          if (!counselor) throw new Error('the counselor row was just ensured');
          const { uploadId } = request.certificate;
          if (uploadId) {
            await uploads.attach(tx, {
              uploadId,
              ownerUserId: userId,
              purpose: CERTIFICATE_PURPOSE,
            });
          }
          return applications.insert({
            userId,
            counselorId: counselor.id,
            status: 'SUBMITTED',
            name: request.name,
            introduction: request.introduction,
            careerYears: request.careerYears,
            categoryIds,
            certificate: { ...request.certificate, uploadId },
            answer: request.answer,
            submittedAt: now(),
          });
        });
      } catch (error) {
        // Two submissions at once: the partial unique index keeps one SUBMITTED per user.
        if (uniqueViolationConstraint(error) === 'counselor_applications_one_submitted') {
          throw conflict('APPLICATION_PENDING', m.pending);
        }
        throw error;
      }
      return one(row);
    },

    /** null before the first application: never having applied is no error (a 404 would be logged by every browser opening the form). */
    async mine(userId: number): Promise<Application | null> {
      const row = await repository.latestOf(userId);
      return row ? one(row) : null;
    },

    async list(status: ApplicationStatus | undefined): Promise<AdminApplication[]> {
      return adminViews(await repository.list(status, ADMIN_LIST_LIMIT));
    },

    get: adminOne,

    /**
     * Role COUNSELOR and level 1; the name, introduction, career, categories and certificate
     * become the counselor's profile (what the counselor app shows at once). One transaction.
     */
    async approve(adminUserId: number, id: number): Promise<AdminApplication> {
      const decided = await inTransaction(db, async (tx) => {
        const applications = createApplicationsRepository(tx);
        const office = createOfficeRepository(tx);
        const row = await applications.decide(id, {
          status: 'APPROVED',
          reason: null,
          decidedAt: now(),
          decidedBy: adminUserId,
        });
        if (!row) return refuseDecided(id, applications);
        if (await office.nameTaken(row.name, row.counselorId)) {
          throw conflict('NAME_TAKEN', m.nameTakenOnApproval);
        }
        await applications.grantCounselorRole(row.userId);
        await applications.promote(row.counselorId);
        const { name, introduction, careerYears, categoryIds, certificate } = row;
        await office.updateProfile(row.counselorId, { name, introduction, careerYears }, [
          ...(await applications.categories(categoryIds)).map((category) => category.id),
        ]);
        // The picture is already attached with the certificate purpose; one that is gone
        // since (its owner's account deleted) leaves a certificate drawn by code.
        const [image] = await applications.uploadsOf(
          certificate.uploadId ? [certificate.uploadId] : [],
        );
        await office.insertCertificate(row.counselorId, {
          name: certificate.name,
          issuer: certificate.issuer,
          grade: certificate.grade,
          issuedOn: certificate.issuedOn,
          imageUploadId: image?.id ?? null,
        });
        return row;
      }).catch((error: unknown) => {
        if (uniqueViolationConstraint(error) === 'counselors_name_unique') {
          throw conflict('NAME_TAKEN', m.nameTakenOnApproval);
        }
        throw error;
      });
      deps.onCounselorChange();
      await notifier.notify('USER', decided.userId, 'COUNSELOR_APPLICATION_APPROVED', {
        ...applicationNotices.approved(decided.name),
        link: `${deps.counselorOrigin.replace(/\/+$/, '')}/counselor`,
      });
      return adminOne(id);
    },

    async reject(adminUserId: number, id: number, reason: string): Promise<AdminApplication> {
      const row = await repository.decide(id, {
        status: 'REJECTED',
        reason,
        decidedAt: now(),
        decidedBy: adminUserId,
      });
      if (!row) return refuseDecided(id);
      await notifier.notify('USER', row.userId, 'COUNSELOR_APPLICATION_REJECTED', {
        ...applicationNotices.rejected(reason),
        link: '/counselor/application',
      });
      return adminOne(id);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

function toApplication(
  row: ApplicationRow,
  categoryById: ReadonlyMap<number, CategoryRecord>,
  imageById: ReadonlyMap<string, UploadRow>,
): Application {
  const image = row.certificate.uploadId ? imageById.get(row.certificate.uploadId) : undefined;
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    name: row.name,
    introduction: row.introduction,
    careerYears: row.careerYears,
    categories: row.categoryIds
      .flatMap((id) => categoryById.get(id) ?? [])
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map(({ id, slug, name, description }) => ({ id, slug, name, description })),
    certificate: {
      name: row.certificate.name,
      issuer: row.certificate.issuer,
      grade: row.certificate.grade,
      issuedOn: row.certificate.issuedOn,
      image: image ? toImage(image) : null,
    },
    answer: row.answer,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
