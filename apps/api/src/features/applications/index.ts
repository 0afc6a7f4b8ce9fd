// Counselor applications (issue 11, SPEC §4: level 0 = applying): a user applies, an operator
// approves or rejects through the admin feature. Other features use it only through this file.
import type { Hono } from 'hono';
import type { CounselorServices } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import { applicationRoutes } from './routes';
import { createApplicationService } from './service';

/** Mounts the applicant's routes; answers the service the admin feature decides with. */
export function mountApplications(
  app: Hono,
  deps: FeatureDeps & { counselors: CounselorServices },
) {
  const { db, env, now, notifier, uploads, counselors } = deps;
  const service = createApplicationService({
    db,
    now,
    notifier,
    uploads,
    counselorOrigin: env.counselorOrigin,
    onCounselorChange: counselors.forgetSearches,
  });
  app.route('/api/client/counselor-applications', applicationRoutes(service));
  return service;
}

export { closeApplicationsOfDeletedUser } from './repository';
export { seedApplications } from './seed';
export { ADMIN_LIST_LIMIT, type ApplicationService, CERTIFICATE_PURPOSE } from './service';
export { counselorApplications } from './tables';
