// The schema index: every feature's Drizzle tables and lib/scheduler's job table, for drizzle()
// (relational queries need them all) and for code outside the features. drizzle-kit reads the
// table files themselves.

export {
  devIdentityVerifications,
  fcmTokens,
  identityVerifications,
  loginFailures,
  oauthFlows,
  outbox,
  refreshTokens,
  socialAccounts,
  users,
  verificationCodes,
} from '../features/accounts/tables';
export {
  aiCharacterFavorites,
  aiCharacterReviews,
  aiCharacters,
  aiChatMessages,
  aiDailyUsage,
  aiReadings,
  aiSimpleTarots,
} from '../features/ai/tables';
export { counselorApplications } from '../features/applications/tables';
export { articleMedia, articles } from '../features/articles/tables';
export {
  claims,
  events,
  faqCategories,
  faqs,
  notices,
  pages,
  routeRules,
} from '../features/content/tables';
export {
  counselorAddresses,
  counselorBankAccounts,
  counselorClientNotes,
  counselorEmailCodes,
  counselorFaqs,
} from '../features/counselor-office/tables';
export {
  counselorCategories,
  counselorCategoryLinks,
  counselorCertificates,
  counselorFavorites,
  counselorGalleryImages,
  counselors,
} from '../features/counselors/tables';
export { notifications } from '../features/notifications/tables';
export {
  orders,
  payments,
  pointTransactions,
  refunds,
  sandboxPayments,
  spendingLimits,
} from '../features/orders/tables';
export { productImages, products } from '../features/products/tables';
export {
  counselorDateExceptions,
  counselorWeeklyHours,
  reservationCells,
} from '../features/reservations/tables';
export { counselingReviews } from '../features/reviews/tables';
export {
  counselingSessions,
  sessionMessages,
  sessionSignals,
} from '../features/sessions/tables';
export { comments, reactions, shares } from '../features/sharing/tables';
export { appMeta } from '../features/system/tables';
export { tarotCards, tarotDecks, tarotSuits } from '../features/tarot/tables';
export { uploads } from '../features/uploads/tables';
export { scheduledJobs } from '../lib/scheduler/tables';
