// Test-only entry (@arcana/realtime/testing): the stand-ins realtime's own tests use, for the
// tests of packages built on it. Never imported by code that ships.
export {
  FakeEventSource,
  fakeAuthEvents,
  fakeEventSourceFactory,
  fakeSignal,
  notification,
} from './test/fakes';
