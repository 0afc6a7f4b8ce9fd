import { t } from './intl';
import type { MediaProblem } from './media-errors';

export type MediaDevicesWanted = 'microphone' | 'camera' | 'both';

const DEVICE_LABEL = {
  microphone: 'call.device.microphone',
  camera: 'call.device.camera',
  both: 'call.device.both',
} as const;

const PROBLEM_MESSAGE = {
  denied: 'call.media.denied',
  notFound: 'call.media.notFound',
  inUse: 'call.media.inUse',
  insecure: 'call.media.insecure',
  unsupported: 'call.media.unsupported',
  unknown: 'call.media.unknown',
} as const satisfies Record<MediaProblem, string>;

/** The Korean sentence for a camera or microphone failure: what happened and what to do. */
export function mediaProblemMessage(problem: MediaProblem, wanted: MediaDevicesWanted): string {
  return t(PROBLEM_MESSAGE[problem], { device: t(DEVICE_LABEL[wanted]) });
}
