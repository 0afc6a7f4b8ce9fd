export {
  type AnswerStreamOptions,
  type ReadingAnswer,
  streamReadingAnswer,
} from './ai/answer-stream';
export { type AnswerText, appendDelta, EMPTY_ANSWER } from './ai/answer-text';
export {
  fetchAiCharacter,
  fetchAiCharacters,
  fetchAiReading,
  fetchAiSimpleTarot,
  fetchAiSimpleTarots,
  fetchAiUsage,
  fetchMyAiReadings,
} from './ai/fetchers';
export {
  deleteAiReading,
  keepAiReading,
  pickAiReadingCards,
  startAiReading,
} from './ai/mutations';
export { AI_READING_PAGE_SIZE, aiQueries } from './ai/queries';
export { createSseParser, type SseEvent, type SseParser } from './ai/sse-parser';
export {
  type ChatStreamHandlers,
  type ChatStreamResult,
  sendChatMessage,
} from './ai-social/chat-stream';
export {
  clearChat,
  deleteCharacterReview,
  fetchCharacterReviews,
  fetchChatMessages,
  fetchChats,
  fetchFavoriteCharacters,
  fetchFavoriteState,
  fetchMyReviews,
  saveCharacterReview,
  setFavorite,
} from './ai-social/fetchers';
export { aiSocialQueries, CHAT_PAGE_SIZE, REVIEW_PAGE_SIZE } from './ai-social/queries';
export {
  type ArticleListCursor,
  fetchArticle,
  fetchArticleMedia,
  fetchArticles,
} from './articles/fetchers';
export { ARTICLE_PAGE_SIZE, articleQueries } from './articles/queries';
export {
  type LoggedOutListener,
  type LoggedOutReason,
  onLoggedOut,
  onTokensRefreshed,
  type TokensRefreshedListener,
} from './auth/auth-events';
export {
  forgotId,
  join,
  login,
  logout,
  resetPassword,
  sendCode,
  socialAuthorize,
  socialJoin,
  socialLogin,
  socialProviders,
  usernameAvailable,
  verifyCode,
} from './auth/fetchers';
export { logoutSession } from './auth/logout';
export { meQueries } from './auth/me-queries';
export {
  authMutations,
  authQueries,
  type JoinVariables,
  type PasswordLoginVariables,
  type SocialJoinVariables,
} from './auth/queries';
export {
  installAuthRefresh,
  isTokenRefreshDue,
  REFRESH_CHECK_INTERVAL_MS,
  refreshIfDue,
  refreshTokens,
  startTokenRefresh,
} from './auth/refresh';
export {
  countRequest,
  dailyRequestLimit,
  remainingRequests,
  requestsToday,
} from './auth/request-counter';
export { endSession, fetchCurrentUser, startSession } from './auth/session';
export {
  AUTH_STORAGE_KEY,
  accessTokenMaxAgeSeconds,
  clearTokens,
  hasStoredSession,
  readTokens,
  type StoredTokens,
  saveTokens,
  setRememberMe,
} from './auth/token-store';
export {
  type ClaimListParams,
  type EventListParams,
  type FaqListParams,
  fetchClaim,
  fetchClaims,
  fetchEvent,
  fetchEvents,
  fetchFaqCategories,
  fetchFaqs,
  fetchNotice,
  fetchNotices,
  fetchPage,
  type NoticeListParams,
  sendGuestInquiry,
  sendInquiry,
  sendReport,
} from './content/fetchers';
export { claimMutations, claimQueries, contentQueries } from './content/queries';
export {
  type CookieAttributes,
  deleteCookie,
  readCookie,
  serializeCookie,
  writeCookie,
} from './cookies';
export {
  applyCounselorFavorite,
  applyCounselorStatus,
} from './counseling/cache';
export {
  COUNSELOR_STATUS_STREAM_PATH,
  type CounselorSearch,
  type CursorRequest,
  fetchAvailableTimes,
  fetchCounselingHome,
  fetchCounselingReview,
  fetchCounselingReviews,
  fetchCounselor,
  fetchCounselorCategories,
  fetchCounselorGalleries,
  fetchCounselorMonthly,
  fetchCounselorProducts,
  fetchCounselors,
  fetchFavoriteCounselors,
  fetchProduct,
  fetchProducts,
  type IdCursorRequest,
  type ProductSearch,
  setCounselorFavorite,
} from './counseling/fetchers';
export { type CounselorFavoriteVariables, counselingMutations } from './counseling/mutations';
export {
  COUNSELING_REVIEW_PAGE_SIZE,
  COUNSELOR_PAGE_SIZE,
  counselingQueries,
  FAVORITE_COUNSELOR_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
} from './counseling/queries';
export {
  counselorApplicationMutations,
  counselorApplicationQueries,
  fetchMyCounselorApplication,
  submitCounselorApplication,
} from './counselor-office/applications';
// The counselor back office: products, available times, reservations and sessions, client
// notes, reviews and profits (issue 11)
export * from './counselor-office/available-times';
export * from './counselor-office/client-notes';
export * from './counselor-office/products';
// The counselor back office, profile side (issue 11)
export {
  addCounselorCertificate,
  addCounselorFaq,
  addCounselorGalleryImage,
  captionCounselorGalleryImage,
  deleteCounselorCertificate,
  deleteCounselorFaq,
  deleteCounselorGalleryImage,
  fetchCounselorAddress,
  fetchCounselorBankAccount,
  fetchCounselorCertificates,
  fetchCounselorFaqs,
  fetchCounselorGallery,
  fetchCounselorNameExists,
  fetchCounselorSelf,
  orderCounselorFaqs,
  orderCounselorGallery,
  removeCounselorProfileImage,
  saveCounselorAddress,
  saveCounselorBankAccount,
  searchCounselorAddress,
  sendTaxEmailCode,
  setCounselorDetails,
  setCounselorEnabled,
  setCounselorKeywords,
  setCounselorProfileImage,
  updateCounselorCertificate,
  updateCounselorFaq,
  updateCounselorSelf,
  verifyTaxEmail,
} from './counselor-office/profile-fetchers';
export { counselorOfficeMutations } from './counselor-office/profile-mutations';
export { counselorOfficeQueries } from './counselor-office/profile-queries';
export * from './counselor-office/profits';
export * from './counselor-office/requests';
export * from './counselor-office/reservations';
export * from './counselor-office/reviews';
export {
  createTestIdentityVerification,
  type TestIdentityVerificationRequest,
} from './dev/fetchers';
export {
  ApiError,
  type ApiErrorListener,
  isApiError,
  onApiError,
  reportApiError,
  toastMessageOf,
} from './errors';
export { fetchHealth } from './health/fetchers';
export { healthQueries } from './health/queries';
export { fetchHome } from './home/fetchers';
export { homeQueries } from './home/queries';
export {
  API_BASE,
  type ApiFetchOptions,
  apiFetch,
  buildUrl,
  type HttpMethod,
  type QueryParams,
  type RequestPreparer,
  setApiOrigin,
  setRequestPreparer,
} from './http';
export {
  authorizeSocialLink,
  changeMobile,
  deleteAccount,
  fetchSocialLinks,
  linkSocialCallback,
  registerFcmToken,
  removeProfileImage,
  setProfileImage,
  unlinkSocial,
  updateContactInfo,
  updateNotificationSettings,
  updateProfileInfo,
  uploadImage,
  verifyIdentity,
} from './me/fetchers';
export { meMutations } from './me/mutations';
export { socialLinkQueries } from './me/queries';
export { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages';
export {
  type ConnectionStatus,
  fetchConnectionStatus,
  fetchNotifications,
  fetchUnreadCount,
  fetchUnreads,
  markAllRead,
  markRead,
  type NotificationCallOptions,
  type NotificationCursor,
  type NotificationSort,
  sendTestNotification,
} from './notifications/fetchers';
export { notificationPaths, notificationStreamPath } from './notifications/paths';
export { notificationQueries } from './notifications/queries';
export {
  ADD_TIME_MESSAGE_STATUSES,
  ADD_TIME_MESSAGE_TYPE,
  type AddTimeMessage,
  type AddTimeMessageStatus,
  type AddTimeResult,
  addTimeMessage,
  parseAddTimeMessage,
} from './orders/add-time-message';
export {
  cancelMySession,
  confirmPayment,
  createAddTimeOrder,
  createOrder,
  fetchMyReservations,
  fetchOrder,
  fetchOrderCheckout,
  fetchSpendingLimit,
  type ReservationCursor,
  updateSpendingLimit,
} from './orders/fetchers';
export { orderMutations } from './orders/mutations';
export { orderQueries, RESERVATION_PAGE_SIZE } from './orders/queries';
export { fetchRouteRule } from './public/fetchers';
export { publicQueries } from './public/queries';
export { fetchCounselorActiveSessions, fetchMyActiveSessions } from './sessions/fetchers';
export { sessionQueries } from './sessions/queries';
export * from './sessions/reads';
export * from './sessions/room';
export * from './sessions/webrtc';
export {
  createShare,
  deleteComment,
  deleteShare,
  fetchComments,
  fetchMyComments,
  fetchMyReactions,
  fetchShare,
  fetchShares,
  postComment,
  removeReaction,
  type ShareSort,
  type SharesQuery,
  setReaction,
} from './sharing/fetchers';
export { COMMENT_PAGE_SIZE, SHARE_PAGE_SIZE, sharingQueries } from './sharing/queries';
export { type SocialTarget, targetKey, targetPaths } from './sharing/targets';
export {
  fetchTarotCard,
  fetchTarotDeck,
  fetchTarotDecks,
  fetchTarotSuit,
  TAROT_CARD_BACK_URL,
  tarotCardArtUrl,
} from './tarot/fetchers';
export { tarotDeckQueries } from './tarot/queries';
