import type { Hono } from 'hono';
import { createShutdownRegistry } from '../../lib/shutdown';
import { createRestTurnProvider } from '../../providers/turn/rest-turn-provider';
import { createSessionRoomBus } from '../../realtime/session-room-bus';
import type { FeatureDeps } from '../feature-deps';
import type { Lifecycle } from './lifecycle';
import { createPresence } from './presence';
import type { RoomPublisher } from './room-publisher';
import { createRoomRepository } from './room-repository';
import { createRoomStates } from './room-state';
import { createRoomStreams } from './room-stream';
import { roomRoutes, SESSION_MESSAGE_PURPOSE } from './routes-room';
import { registerSignalSweep } from './signal-sweep';
import { sessionMessages } from './tables';

// The room: its cross-process bus (LISTEN/NOTIFY), the open room streams of this process, the
// presence leases they hold, and the routes of messages, read marks, typing, signaling, the
// room state, the room stream and ICE servers.

export type RoomHub = {
  publisher: RoomPublisher;
  /** Late binding: streams report presence to the lifecycle, which needs the publisher first. */
  useLifecycle(lifecycle: Pick<Lifecycle, 'presenceChanged'>): void;
  mount(app: Hono): void;
};

export type RoomHubOptions = { heartbeatMs?: number; presenceRefreshMs?: number };

export function createRoomHub(deps: FeatureDeps, options: RoomHubOptions = {}): RoomHub {
  const { database, db, now, logger } = deps;
  // The lifecycle's own test harness mounts the feature without uploads, env or shutdown.
  const shutdown = deps.shutdown ?? createShutdownRegistry();
  const rooms = createRoomRepository(db);
  const bus = createSessionRoomBus(database, { logger });
  const states = createRoomStates(db, now);
  const presence = createPresence({
    rooms,
    now,
    logger,
    ...(options.presenceRefreshMs ? { refreshMs: options.presenceRefreshMs } : {}),
  });
  shutdown.register(async () => {
    presence.stop();
    await bus.close();
  });
  const streams = createRoomStreams({
    rooms,
    states,
    bus,
    presence,
    shutdown,
    logger,
    now,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });
  // DESIGN: private files only to whom the owning feature allows — the session's two parties.
  deps.uploads?.purposes.register({
    name: SESSION_MESSAGE_PURPOSE,
    visibility: 'PRIVATE',
    columns: [sessionMessages.uploadId],
    canView: (viewerUserId, upload) => rooms.isPartyOfMessageImage(upload.id, viewerUserId),
  });
  registerSignalSweep({ db, scheduler: deps.scheduler });

  return {
    publisher: { stateChanged: (sessionId) => bus.publish({ s: sessionId, k: 'state' }) },
    useLifecycle(lifecycle) {
      presence.onChange((sessionId, side, change) =>
        lifecycle.presenceChanged(sessionId, side, change),
      );
    },
    mount(app) {
      const routes = roomRoutes({
        db,
        now,
        notifier: deps.notifier,
        uploads: deps.uploads,
        bus,
        states,
        streams,
        turn: createRestTurnProvider(deps.env?.turn, now),
      });
      app.route('/api/client/counseling/sessions', routes.sessionRoutes);
      app.route('/api/client/sse/counseling/sessions', routes.streamRoutes);
      app.route('/api/client/webrtc', routes.webrtcRoutes);
    },
  };
}
