// Public entry of @arcana/domain: every export by name. Biome keeps the blocks sorted by
// module path; the README groups the same names by topic.

// Active-session alert
export {
  type AlertSessionCandidate,
  countdownText,
  durationLabel,
  pickAlertSession,
  sessionDurationLabel,
} from './active-session';
// AI characters' portraits
export { characterPortraitSvg, type PortraitIdentity } from './ai/portrait';
// Articles: their illustrations drawn by code
export {
  ARTICLE_ART_MOTIFS,
  type ArticleArt,
  type ArticleArtMotif,
  articleArtSvg,
} from './articles/article-art';
// Users, roles and tokens
export {
  GUEST_USER,
  isAuthenticatedUser,
  isCounselorUser,
  isRefreshDue,
  ROLES,
  type Role,
  type TokenTiming,
} from './auth';
// Constants of SPEC §9
export {
  CHUNK_RELOAD_GUARD_MS,
  CURRENCY,
  EMPTY_TIME_TEXT,
  FALLBACK_LOCALE,
  LOCALE,
  MAX_PARALLEL_ROUTE_PRELOADS,
  ONE_HOUR_MS,
  PAGE_TRANSITION_WAIT_MS,
  PAYLOAD_PRELOAD_DELAY_MS,
  PAYLOAD_PRELOAD_SKIP_CONNECTIONS,
  PRODUCT_NAME,
  TIME_ZONE,
} from './constants/app';
export {
  ACCESS_TOKEN_COOKIE,
  DAILY_REQUEST_LIMITS,
  REDIRECT_URI_COOKIE,
  REFRESH_DUE_FRACTION,
  REMEMBER_ME_COOKIE,
  REQUEST_COUNTER_COOKIE,
} from './constants/auth';
export {
  ACTIVE_SESSION_ALERT,
  ACTIVE_SESSION_REFRESH_DELAY_MS,
  BEEP,
  BROWSER_NOTIFICATION_CLOSE_MS,
  CONNECTION_STATES,
  type ConnectionState,
  HEARTBEAT,
  MISSED_NOTIFICATION_LIMIT,
  NOTIFICATION_BELL_SOUND_URL,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TOAST_MS,
  RECONNECT,
  SESSION_LIST_DEFAULTS,
} from './constants/realtime';
export {
  BREAKPOINTS,
  type BreakpointName,
  DARK_THEME_BY_APP,
  DATE_PICKER,
  DEFAULT_THEME_SETTING,
  IMAGE_CAPTURE,
  MOBILE_BREAKPOINT,
  NOTIFICATION_MODAL_MAX_WIDTH,
  STORED_THUMBNAIL_WIDTHS,
  type StoredThumbnailWidth,
  THEME_NAMES,
  THEME_SETTINGS,
  THUMBNAIL_WIDTHS,
  type ThemeName,
  type ThemeSetting,
  TOAST,
  Z_INDEX,
} from './constants/ui';
// Counseling vocabulary (no valibot: safe for first-visit route code)
export {
  AGREEMENT_LABELS,
  COUNSELOR_SORT_LABELS,
  ORDER_ERROR_CODES,
  PRODUCT_SORT_LABELS,
  SPENDING_LIMIT_MAX,
} from './counseling';
// Counselors
export {
  COUNSELOR_STATUS_LABELS,
  counselorStatusOrDefault,
  DEFAULT_COUNSELOR_STATUS,
  isApplicant,
  isCounselorStatus,
} from './counselor';
// Formatters
export {
  type DateInput,
  formatDate,
  formatDateTime,
  formatDateTimeLong,
  formatDuration,
  formatKRW,
  formatNumber,
  formatTime,
  seoulDateKey,
  toEpochMs,
  toSeoulDateTime,
} from './format';
// Images
export {
  DEFAULT_API_BASE,
  DEFAULT_APP_BASE,
  type ImageBases,
  type ImageSource,
  type ImageSrcOptions,
  imageSrc,
  imageUriFor,
  PRODUCT_LOGO_FILE,
  productLogoSrc,
  storedThumbnailWidthFor,
} from './image';
// Layouts and pages
export {
  DEFAULT_LAYOUT,
  isLayoutName,
  isSessionPage,
  LAYOUT_NAMES,
  type LayoutName,
  pageTitle,
} from './layout';
export {
  ADD_TIME_MINUTES,
  addTimePrice,
  DEFAULT_PLATFORM_FEE_RATE,
  isProductDuration,
  isProductPrice,
  PRODUCT_RULES,
  type Settlement,
  settlementOf,
} from './money';
// Notifications
export {
  BEEP_PATTERNS,
  NOTIFICATION_DISPLAYS,
  NOTIFICATION_PRIORITIES,
  type NotificationColor,
  type NotificationDisplay,
  type NotificationPolicy,
  type NotificationPriority,
  notificationPolicy,
  SESSION_TONE_HZ,
  UNKNOWN_NOTIFICATION_POLICY,
  VIBRATION_PATTERNS,
} from './notification-policy';
export {
  COUNSELOR_NOTIFICATION_TYPES,
  type CounselorNotificationType,
  isNotificationType,
  NOTIFICATION_AUDIENCES,
  type NotificationAudience,
  type NotificationType,
  USER_NOTIFICATION_TYPES,
  type UserNotificationType,
} from './notification-types';
// Realtime
export { reconnectDelayMs } from './reconnect';
// Ids in paths (route validity, SPEC §5)
export { isPositiveId, isShareId, parsePositiveId, SHARE_ID_PATTERN } from './route-ids';
export {
  type ChangeMobileRequest,
  type ContactInfoRequest,
  changeMobileRequestSchema,
  contactInfoRequestSchema,
  deleteAccountRequestSchema,
  displayNameSchema,
  type ForgotIdResponse,
  fcmTokenRequestSchema,
  forgotIdRequestSchema,
  forgotIdResponseSchema,
  type Image,
  imageSchema,
  type JoinRequest,
  joinRequestSchema,
  type LoginRequest,
  loginRequestSchema,
  mobileSchema,
  type NotificationSettingsRequest,
  notificationSettingsRequestSchema,
  optionalEmailSchema,
  type ProfileInfoRequest,
  passwordSchema,
  personNameSchema,
  profileImageRequestSchema,
  profileInfoRequestSchema,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
  type SendCodeRequest,
  type SendCodeResponse,
  SOCIAL_PROVIDERS,
  type SocialJoinRequest,
  type SocialLoginRequest,
  type SocialProvider,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  socialJoinRequestSchema,
  socialLoginRequestSchema,
  socialProviderSchema,
  type UploadResponse,
  uploadResponseSchema,
  usernameSchema,
  VERIFICATION_CODE,
  VERIFICATION_PURPOSES,
  type VerificationPurpose,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
  verificationCodeSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
} from './schemas/account';
export {
  ADMIN_POINTS_MAX,
  type AdminGrantPointsRequest,
  type AdminOrder,
  type AdminPoints,
  type AdminRefundRequest,
  adminGrantPointsRequestSchema,
  adminOrderSchema,
  adminPointsSchema,
  adminRefundRequestSchema,
} from './schemas/admin';
export {
  AI_CHAT_MESSAGE_MAX_LENGTH,
  AI_QUESTION_MAX_LENGTH,
  AI_READING_STATUSES,
  AI_REVIEW_MAX_LENGTH,
  AI_REVIEW_MIN_LENGTH,
  type AiCharacterDetail,
  type AiCharacterSummary,
  type AiChatMessage,
  type AiChatSummary,
  type AiReading,
  type AiReadingCard,
  type AiReadingStart,
  type AiReadingStartRequest,
  type AiReadingStatus,
  type AiReadingSummary,
  type AiReview,
  type AiSimpleTarot,
  type AiUsage,
  aiCharacterDetailSchema,
  aiCharacterListSchema,
  aiCharacterSummarySchema,
  aiChatListSchema,
  aiChatMessageSchema,
  aiChatSendRequestSchema,
  aiChatSummarySchema,
  aiFavoriteStateSchema,
  aiReadingCardSchema,
  aiReadingPicksRequestSchema,
  aiReadingSchema,
  aiReadingStartRequestSchema,
  aiReadingStartSchema,
  aiReadingSummarySchema,
  aiReviewRequestSchema,
  aiReviewSchema,
  aiSimpleTarotListSchema,
  aiSimpleTarotSchema,
  aiStreamDeltaSchema,
  aiStreamDoneSchema,
  aiUsageSchema,
  tarotSpreadIdSchema,
  tarotThemeSchema,
} from './schemas/ai';
// Schemas
export {
  type ApiErrorBody,
  type ApiFieldError,
  apiErrorBodySchema,
  apiFieldErrorSchema,
} from './schemas/api-error';
export { appSettingsSchema, cssLengthSchema, safeAreaSchema } from './schemas/app-settings';
export { idSchema, isoDateTimeSchema } from './schemas/common';
// Counseling browsing and purchase
export {
  type AvailableTimes,
  availableTimesSchema,
  type Checkout,
  type ConfirmPaymentRequest,
  type CounselingHome,
  type CounselingReview,
  type CounselorBrief,
  type CounselorCategory,
  type CounselorCertificate,
  type CounselorDetail,
  type CounselorMonthly,
  type CounselorSearchPage,
  type CounselorStatusEvent,
  type CounselorSummary,
  type CreatedOrder,
  type CreateOrderRequest,
  checkoutSchema,
  confirmPaymentRequestSchema,
  counselingHomeSchema,
  counselingReviewPageSchema,
  counselingReviewSchema,
  counselorBriefSchema,
  counselorCategorySchema,
  counselorCertificateSchema,
  counselorDetailSchema,
  counselorMonthlySchema,
  counselorSearchPageSchema,
  counselorStatusEventSchema,
  counselorSummarySchema,
  createdOrderSchema,
  createOrderRequestSchema,
  datedExceptionSchema,
  type GalleryImage,
  galleryImageSchema,
  type Order,
  orderSchema,
  type ProductCard,
  type ProductDetail,
  type ProductPage,
  type ProductSummary,
  productCardSchema,
  productDetailSchema,
  productPageSchema,
  productSummarySchema,
  type Reservation,
  reservationPageSchema,
  reservationSchema,
  type SpendingLimit,
  spendingLimitSchema,
  updateSpendingLimitRequestSchema,
  weeklyHoursSchema,
} from './schemas/counseling';
export { type CounselorProfile, counselorProfileSchema } from './schemas/counselor';
export {
  type HealthResponse,
  type HealthUnavailableResponse,
  healthResponseSchema,
  healthUnavailableResponseSchema,
} from './schemas/health';
export { type LoginResponse, loginResponseSchema } from './schemas/login-response';
export {
  type NotificationConnectionStatus,
  type NotificationItem,
  notificationConnectionStatusSchema,
  notificationSchema,
  unreadCountSchema,
} from './schemas/notification';
export {
  type CursorPage,
  cursorPageSchema,
  type OffsetPage,
  offsetPageSchema,
  paginationSchemas,
} from './schemas/pagination';
export { type RouteRuleResponse, routeRuleResponseSchema } from './schemas/route-rule';
export { type Session, sessionSchema } from './schemas/session';
export {
  type ArticleDetail,
  type ArticleMedia,
  type ArticleSummary,
  articleDetailSchema,
  articleMediaSchema,
  articleSummarySchema,
  COMMENT_MAX_LENGTH,
  type Comment,
  commentRequestSchema,
  commentSchema,
  type KeysetPage,
  keysetPageSchema,
  type MyComment,
  type MyReaction,
  myCommentSchema,
  myReactionSchema,
  myTargetSchema,
  REACTION_KINDS,
  REACTION_LABELS,
  type ReactionKind,
  type ReactionSummary,
  reactionKindSchema,
  reactionRequestSchema,
  reactionSummarySchema,
  type SharedReading,
  type ShareSummary,
  shareCreateRequestSchema,
  sharedReadingSchema,
  shareIdSchema,
  shareSummarySchema,
} from './schemas/sharing';
export {
  type SocialAuthorizeResponse,
  type SocialLinks,
  type SocialLoginResponse,
  type SocialProviders,
  socialAuthorizeResponseSchema,
  socialLinksSchema,
  socialLoginResponseSchema,
  socialProvidersSchema,
} from './schemas/social';
export {
  type TarotCardDetail,
  type TarotCardSummary,
  type TarotDeck,
  type TarotDeckSummary,
  type TarotSuitSummary,
  type TarotSuitWithCards,
  tarotCardDetailSchema,
  tarotCardSummarySchema,
  tarotDeckListSchema,
  tarotDeckSchema,
  tarotDeckSummarySchema,
  tarotSuitSummarySchema,
  tarotSuitWithCardsSchema,
  tarotThemeLinesSchema,
} from './schemas/tarot';
export { hasMultilineTextMark, MULTILINE_TEXT_METADATA, multilineText } from './schemas/text';
export { UPLOAD_VISIBILITIES, uploadFormSchema } from './schemas/upload';
export { type User, userSchema } from './schemas/user';
export {
  type UsernameAvailabilityResponse,
  usernameAvailabilityResponseSchema,
} from './schemas/username-availability';
// Sessions
export {
  COUNSELING_TYPE_LABELS,
  isActiveStatus,
  isFinishedStatus,
  isReviewable,
  isSessionStatus,
  SESSION_STATUS_LABELS,
  START_TYPE_LABELS,
} from './session';
// Settings
export { type AppSettings, type SafeArea, SETTINGS_DEFAULTS } from './settings';
export {
  type DatedException,
  freeSlotStarts,
  isOnSlotGrid,
  minutesOfDay,
  type Occupied,
  occupiedCells,
  occupiedMinutes,
  openMinutesOf,
  SLOT_GRID_MINUTES,
  SLOT_HORIZON_DAYS,
  SLOT_LEAD_MINUTES,
  UNLIMITED_SLOT_MINUTES,
  type Weekday,
  type WeeklyHours,
} from './slots';
// Tarot: card art drawn by code
export {
  type CardArtIdentity,
  type CardArtOptions,
  cardArtSvg,
  cardBackSvg,
} from './tarot/card-art';
// Tarot: crisis words, spreads and question themes
export { CRISIS_ANSWER, CRISIS_LINES, isCrisisText } from './tarot/crisis';
// Tarot: the server's shuffle and the positions a client picks
export {
  cryptoRandom,
  type DrawnOrder,
  drawnOrder,
  PICK_ERROR_CODES,
  type PickErrorCode,
  PickPositionsError,
  pickPositions,
  type RandomSource,
  rejectionSampler,
  shuffleDeck,
  type Uint32Source,
} from './tarot/shuffle';
export {
  guessTheme,
  isTarotSpreadId,
  isTarotTheme,
  TAROT_SPREAD_IDS,
  TAROT_SPREADS,
  TAROT_THEME_IDS,
  TAROT_THEMES,
  type TarotSpread,
  type TarotSpreadId,
  type TarotSpreadPosition,
  type TarotTheme,
} from './tarot/spreads';
// The closed word lists (no labels or schemas: safe for first-visit route code)
export {
  AGREEMENT_KEYS,
  type AgreementKey,
  COUNSELING_TYPES,
  COUNSELOR_SORTS,
  COUNSELOR_STATUSES,
  type CounselingType,
  type CounselorSort,
  type CounselorStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  PRODUCT_SORTS,
  type ProductSort,
  RESERVATION_TABS,
  type ReservationTab,
  SENDER_TYPES,
  SESSION_STATUSES,
  type SenderType,
  type SessionStatus,
  START_TYPES,
  type StartType,
} from './vocabulary';
