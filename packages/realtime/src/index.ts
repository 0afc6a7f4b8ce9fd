// Public entry of @arcana/realtime: every export by name. Framework-agnostic core first; the
// React bindings (src/react/) are listed last.

// The connection states of SPEC §4 live in domain; re-exported for callers of this package.
export { CONNECTION_STATES, type ConnectionState } from '@arcana/domain';
export {
  type ActiveSessionController,
  type ActiveSessionSnapshot,
  type AlertSession,
  type AlertState,
  alertCountdownText,
  combineAlertSessions,
  createActiveSessionController,
  dismissAlert,
  INITIAL_ALERT_STATE,
  nextAlertState,
  sessionRoomPath,
} from './active-session';
export {
  type ConnectionEvent,
  type ConnectionOptions,
  type ConnectionSnapshot,
  createNotificationConnection,
  createStreamConnection,
  defaultEventSourceFactory,
  defaultFetchMissed,
  type EventSourceFactory,
  type EventSourceLike,
  mapStreamEvents,
  NO_AUTH_EVENTS,
  type NotificationConnection,
  type NotificationSource,
  type StreamConnection,
  type StreamEvent,
  type StreamOptions,
  streamUrl,
} from './connection';
export {
  COUNSELOR_STATUS_LINGER_MS,
  COUNSELOR_STATUS_RELAY,
  type CounselorStatusHub,
  type CounselorStatusListener,
  type CounselorStatusStream,
  type CounselorStatusStreamOptions,
  createCounselorStatusHub,
  createCounselorStatusStream,
  parseCounselorStatusEvent,
} from './counselor-status';
export {
  type BrowserNotificationPlan,
  decideDisplay,
  linkMatchesPath,
  linkPath,
  type NotificationPermissionState,
  type NotificationPlan,
  type PlanContext,
  planNotification,
} from './display';
export {
  type AuthEvents,
  apiClientAuthEvents,
  browserNetwork,
  browserTimers,
  browserVisibility,
  type SignalSource,
  type TimerHandle,
  type Timers,
} from './environment';
export {
  createNotificationFeed,
  type NotificationFeed,
  type NotificationFeedSnapshot,
} from './feed';
export {
  INITIAL_MACHINE_STATE,
  type MachineCommand,
  type MachineEvent,
  type MachineState,
  type Transition,
  transition,
} from './machine';
export {
  createMachineDriver,
  type MachineDriver,
  type MachineDriverOptions,
} from './machine-driver';
export {
  createNotificationStore,
  type NotificationArrival,
  type NotificationStore,
  type NotificationStoreApi,
  type NotificationStoreSnapshot,
  TEST_NOTIFICATION_TYPE,
} from './notification-store';
// React bindings
export {
  type ActiveSessionAlertView,
  type NotificationFeedView,
  useActiveSessionAlert,
  useNotificationArrival,
  useNotificationFeed,
  useNotificationRead,
} from './react/hooks';
export {
  RealtimeContext,
  type RealtimeContextValue,
  RealtimeProvider,
  type RealtimeProviderProps,
  useRealtimeContext,
} from './react/RealtimeProvider';
export { useCounselorStatusStream } from './react/use-counselor-status';
export {
  type AudioContextLike,
  type BeepPlayer,
  beepSchedule,
  createBeepPlayer,
} from './sound';
export {
  type BroadcastChannelLike,
  createSharedConnection,
  createSharedStream,
  type LockManagerLike,
  type RelayMessage,
  relayName,
  type SharedConnection,
  type SharedConnectionOptions,
  type SharedStream,
  type SharedStreamOptions,
  type TabRole,
} from './tab-leader';
