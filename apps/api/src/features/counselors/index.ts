// The counselors feature (DESIGN "Counselor status", issue 9): public profiles and 상담사 찾기,
// categories, the pictures drawn by code, favourites, and the counselor's status with its
// public stream. Other features use it only through what this file exports.
import type { CounselorStatusEvent } from '@arcana/domain';
import type { Hono } from 'hono';
import { createCounselorStatusBus } from '../../realtime/counselor-status-bus';
import type { FeatureDeps } from '../feature-deps';
import { createCounselorsRepository } from './repository';
import { counselorRoutes } from './routes';
import { devCounselorRoutes } from './routes-dev';
import { favoriteRoutes } from './routes-favorites';
import { categoryRoutes, publicCounselorRoutes } from './routes-public';
import { statusStreamRoutes } from './routes-sse';
import { createCounselorsService, type FaqsOf, type ProductsOf } from './service';
import { createStatusService } from './status';
import { COUNSELOR_UPLOAD_PURPOSES } from './upload-purposes';

/**
 * Mounted before the other /api/client/counselor routes: its COUNSELOR check covers them too.
 * Returns the services higher features use: products fills the profile's product list.
 */
export function mountCounselors(app: Hono, deps: FeatureDeps) {
  const { db, database, production, loginSessions, shutdown, logger, now, uploads } = deps;
  for (const purpose of COUNSELOR_UPLOAD_PURPOSES) uploads.purposes.register(purpose);
  const bus = createCounselorStatusBus(database, { logger });
  shutdown.register(() => bus.close());
  let productsOf: ProductsOf | undefined;
  let faqsOf: FaqsOf | undefined;
  const service = createCounselorsService({
    db,
    now,
    productsOf: () => productsOf,
    faqsOf: () => faqsOf,
  });
  const onChange = () => service.forgetSearches();
  const status = createStatusService({ db, bus, now, logger, onChange });
  // Changes made in other processes, heard while this process listens (a stream is open).
  bus.subscribe({ status: onChange, resync: onChange });
  const counselors = createCounselorsRepository(db);

  app.route('/api/client/counselor', counselorRoutes({ counselors, status }));
  app.route('/api/client/counselor-categories', categoryRoutes(service, 'Client'));
  app.route('/api/client/me/favorites/counselors', favoriteRoutes(service));
  app.route('/api/public/counselors', publicCounselorRoutes(service, loginSessions));
  app.route('/api/public/counselor-categories', categoryRoutes(service, 'Public'));
  app.route('/api/sse/public', statusStreamRoutes({ db, bus, shutdown, logger, now }));
  if (!production) app.route('/api/dev', devCounselorRoutes(db));

  return {
    /** The products feature lists a counselor's enabled products for its profile. */
    useProductsOf(fn: ProductsOf): void {
      productsOf = fn;
    },
    /** The counselor-office feature lists a counselor's FAQs for its profile. */
    setFaqsOf(fn: FaqsOf): void {
      faqsOf = fn;
    },
    /** A profile changed (name, enabled, …): cached search pages show the old one. */
    forgetSearches: (): void => service.forgetSearches(),
    /** Announces a stored change (from setCounselingStatus) to every process's stream. */
    publishStatus: (event: CounselorStatusEvent | null): Promise<void> => status.publish(event),
  };
}

export type CounselorServices = ReturnType<typeof mountCounselors>;

export { coloursOf, escapeXml } from './art/svg-parts';
export { addCounselorRating, setCounselorOffer } from './offer';
export { certificatesOf, galleryOf, ownCertificatesOf } from './pictures';
export {
  type CounselorRow,
  type CounselorsRepository,
  createCounselorsRepository,
  disableCounselorOfDeletedUser,
} from './repository';
export { LISTED as LISTED_COUNSELOR, type SummaryRow, summaryColumns } from './search-repository';
export type { FaqsOf, ProductsOf } from './service';
export { setCounselingStatus } from './status';
export {
  counselorCategories,
  counselorCategoryLinks,
  counselorCertificates,
  counselorFavorites,
  counselorGalleryImages,
  counselors,
  type DrawnArt,
} from './tables';
export { COUNSELOR_UPLOAD_PURPOSES } from './upload-purposes';
export {
  type CategoryRow,
  type CounselorBriefRow,
  categoriesOf,
  drawnImage,
  portraitPath,
  ratingOf,
  toCounselorBrief,
  toCounselorSummary,
} from './views';
