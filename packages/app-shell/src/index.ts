// @arcana/app-shell: what both apps share around their routes. Every export by name.

export { AuthController } from './auth/AuthController';
export {
  CounselorGate,
  CounselorOnlyScreen,
  type CounselorOnlyScreenProps,
} from './auth/CounselorGate';
export { type GuardArgs, requireCounselor, requireUser } from './auth/guards';
export { LoginForm, type LoginFormProps } from './auth/LoginForm';
export {
  afterLogoutAction,
  loginHref,
  REDIRECT_URI_COOKIE_MAX_AGE_SECONDS,
  rememberedRedirectUri,
  rememberRedirectUri,
  safeRedirectPath,
  takeRedirectUri,
} from './auth/redirect-uri';
export {
  resetSessionCache,
  type Session,
  type SessionStatus,
  sessionOf,
  useSession,
} from './auth/session';
export {
  type LogoutOptions,
  useLogin,
  useLogout,
  useRedirectAfterLogin,
} from './auth/session-actions';
export { type BootAppOptions, bootApp } from './boot/boot-app';
export { CURRENT_BUILD_ID } from './build-id';
export {
  type ChunkGuardRouter,
  type ChunkReloadOptions,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunks/chunk-reload-guard';
export { errorStatusOf } from './errors/error-status';
export { currentUserAgent, isBot } from './errors/is-bot';
export { NotFoundPage } from './errors/NotFoundPage';
export { RootErrorPage } from './errors/RootErrorPage';
export { apiFieldErrorsOf, type FieldErrors, fieldErrorsOf } from './forms/field-errors';
export {
  VALIDATION_RULES,
  type ValidationRule,
  validationMessage,
} from './forms/validation-messages';
export { pageHead } from './head/page-head';
export {
  type AppIntl,
  type CompiledMessages,
  createAppIntl,
  createTranslator,
  intl,
  type MessageValues,
  type ShellMessageId,
  t,
} from './intl/intl';
export { AppLayout, type AppLayoutProps } from './layout/AppLayout';
export { layoutOf, layoutTitleOf } from './layout/layout-of';
export { ShellRoot, type ShellRootProps } from './layout/ShellRoot';
export { type NearIslandOptions, nearIsland, preloadIslands } from './lazy/near-island';
export {
  initNativeBridge,
  NATIVE_VALUE_TYPES,
  type NativeBridgeOptions,
  type NativeMessage,
  type NativeRequest,
  type NativeValueType,
  receiveNativeMessage,
  requestNativeValue,
} from './native/native-bridge';
export { Logo, type LogoProps } from './navigation/Logo';
export { type AppNavItem, renderRouterNavLink } from './navigation/router-nav-link';
export { NotificationBell, type NotificationBellProps } from './notifications/NotificationBell';
export { NotificationList, type NotificationListProps } from './notifications/NotificationList';
export { markAllReadInCache, markReadInCache } from './notifications/notification-cache';
export type { RealtimeOptions } from './notifications/RealtimeMount';
export { type RoomLink, sessionRoomLink, sessionRoomPath } from './notifications/room-link';
export { unreadBadgeText, unreadBellLabel } from './notifications/unread-badge';
export { AppProviders, type AppProvidersProps } from './providers/AppProviders';
export { createQueryClient, shouldRetryQuery } from './providers/query-client';
export {
  type NotificationToastInput,
  showNotificationToast,
  showToast,
} from './providers/show-toast';
export { RouteRuleFollower } from './route-rules/RouteRuleFollower';
export { type RedirectTarget, redirectTarget } from './route-rules/redirect-target';
export { createShellRouter, type ShellRouterContext } from './router/create-shell-router';
export {
  positiveIdParam,
  ROUTE_CHECKS,
  type RouteCheck,
  type RouteCheckName,
  type RouteParam,
  roomViewParam,
  routeCheck,
  shareIdParam,
  UnknownRouteCheckError,
} from './router/route-checks';
export {
  isRouteValidityError,
  type ParsedRouteParams,
  type RouteChecksOptions,
  type RouteParamDeclaration,
  type RouteValidityContext,
  type RouteValidityDeclaration,
  RouteValidityError,
  type RouteValidityOptions,
  routeValidity,
} from './router/route-validity';
export {
  applySafeArea,
  SAFE_AREA_VARIABLES,
  SafeAreaController,
} from './safe-area/SafeAreaController';
export { unregisterServiceWorkers } from './service-worker/unregister-service-workers';
export { navigationDrawerOpenAtom } from './settings/navigation-drawer';
export {
  createSettingsStore,
  mergeSettings,
  parseStoredSettings,
  readSettings,
  SETTINGS_STORAGE_KEY,
  type SettingsPatch,
  type SettingsStore,
  SettingsStoreProvider,
  sanitizeSettings,
  updateSettings,
  useSettings,
} from './settings/settings';
export {
  type ApplyThemeOptions,
  applyThemeToDocument,
  bootTheme,
  PREFERS_DARK_QUERY,
  resolveThemeMode,
  type ThemeMode,
  themeBootScript,
} from './theme/apply-theme';
export { ThemeController, type ThemeControllerProps } from './theme/ThemeController';
export { ThemeSettingControl, type ThemeSettingControlProps } from './theme/ThemeSettingControl';
export {
  fetchBuildId,
  installUpdateCheck,
  type UpdateCheckOptions,
  type UpdateCheckRouter,
  VERSION_FILE_PATH,
} from './updates/update-check';
