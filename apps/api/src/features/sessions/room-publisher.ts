// What the lifecycle tells the room streams after it changed a session: every api process's
// streams of that session read the new state (status, clock, presence, read marks, the shared
// reading, added time) and send it as a `state` event. The room hub implements it.
export type RoomPublisher = {
  stateChanged(sessionId: number): Promise<void>;
};

/** For tests of the lifecycle on its own. */
export const silentRoomPublisher: RoomPublisher = { stateChanged: async () => {} };
