import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Uploads } from '../uploads';
import { createClaimService } from './claims-service';
import { createEventService } from './events-service';
import { createFaqService } from './faqs-service';
import { createNoticeService } from './notices-service';
import { createPageService } from './pages-service';

export type ContentServiceDeps = {
  db: AppDb;
  now: Clock;
  /** Event images are the operator's uploads, attached and detached here. */
  uploads: Pick<Uploads, 'attach' | 'detach'>;
};

/**
 * Everything the content feature does, as one object: the public reads its routes use, the
 * home's short lists, and the operator's writes the admin feature calls (DESIGN "Admin").
 */
export function createContentService(deps: ContentServiceDeps) {
  return {
    ...createNoticeService(deps),
    ...createEventService(deps),
    ...createFaqService(deps),
    ...createPageService(deps),
    ...createClaimService(deps),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
