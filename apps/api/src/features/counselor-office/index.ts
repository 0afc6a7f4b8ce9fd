// The counselor back office (issue 11, profile side): the counselor's own profile, details,
// keywords, certificates, gallery, FAQs, residence address, tax e-mail, settlement account and
// the pause switch. Other features use it only through what this file exports.
import type { Hono } from 'hono';
import { createAddressSearch } from '../../providers/address/create-address-search';
import { createMailSender } from '../../providers/mail/create-mail-sender';
import { createOutboxRepository } from '../accounts';
import type { CounselorServices } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import { faqsOf } from './faqs-of';
import { contentRoutes } from './routes-content';
import { nameRoutes, profileRoutes } from './routes-profile';
import { settingsRoutes } from './routes-settings';
import { createOfficeService } from './service';

/** Mounted after the counselors feature, whose COUNSELOR check guards /api/client/counselor. */
export function mountCounselorOffice(
  app: Hono,
  deps: FeatureDeps & { counselors: CounselorServices },
) {
  const { db, env, now, logger, uploads, providers, counselors } = deps;
  const service = createOfficeService({
    db,
    now,
    logger,
    uploads,
    mail: providers.mail ?? createMailSender(env.mail, createOutboxRepository(db)),
    addressSearch: providers.address ?? createAddressSearch(env.address),
    onProfileChange: counselors.forgetSearches,
  });
  counselors.setFaqsOf(faqsOf(db));

  app.route('/api/client/counselor', profileRoutes(service));
  app.route('/api/client/counselor', contentRoutes(service));
  app.route('/api/client/counselor', settingsRoutes(service));
  app.route('/api/client/counselors', nameRoutes(service));
}

export { createOfficeRepository, type OfficeRepository } from './repository';
export { DEMO_OFFICE, seedCounselorOffice } from './seed';
export {
  counselorAddresses,
  counselorBankAccounts,
  counselorClientNotes,
  counselorEmailCodes,
  counselorFaqs,
} from './tables';
