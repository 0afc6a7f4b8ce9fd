import type { RoomSignal, RoomState, SenderType } from '@arcana/domain';

/** The room stream's own state, as the room shows it. */
export type RoomStreamState = 'connecting' | 'open' | 'reconnecting' | 'failed';

/**
 * What the room gives its call and video panel: the room stream's signals from the other side
 * (each once, in order, also those sent while the stream was reconnecting) and the latest state.
 */
export type RoomConnection = {
  sessionId: number;
  me: SenderType;
  streamState: RoomStreamState;
  /** Subscribes to the other side's signals; returns the unsubscribe function. */
  onSignal(listener: (signal: RoomSignal) => void): () => void;
};

/** Props of the call and video panel (src/call/CallPanel.tsx). */
export type CallPanelProps = {
  connection: RoomConnection;
  room: RoomState;
  kind: 'CALL' | 'VIDEO';
  /** Drawn as a compact strip (state, mute, hang up) while another view of the room is shown. */
  compact?: boolean;
  /** The user pressed hang up (the panel has already closed its peer connection). */
  onHangUp(): void;
};
