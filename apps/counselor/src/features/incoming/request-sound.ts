// The critical tone of a new request (SPEC §9 "Beeps": sine, gain 0.1, 100 ms gaps; the session
// tone 500/700/900/700 Hz), generated with Web Audio, no file. A mute choice is kept in this
// browser. Browsers keep audio suspended until the first click or key press: the tone is then
// simply not heard, and the first gesture unlocks it for the next request.
import { type NotificationType, SESSION_TONE_HZ } from '@arcana/domain';
import { type AudioContextLike, createBeepPlayer } from '@arcana/realtime';

export const REQUEST_SOUND_STORAGE_KEY = 'arcana.counselor.requestSound';

/**
 * The notifications whose sound this tone replaces: the shell's notification center leaves
 * them silent, so a request is heard once and the panel's mute silences it whole.
 */
export const PANEL_SOUND_TYPES: readonly NotificationType[] = ['SESSION_REQUESTED'];

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export type RequestSound = {
  isMuted(): boolean;
  setMuted(muted: boolean): void;
  /** Plays the tone; false when muted, without audio, or still locked by the browser. */
  play(): boolean;
  /** Called on the first user gesture: creates or resumes the audio context. */
  unlock(): void;
};

function browserContext(): AudioContextLike | null {
  if (typeof window === 'undefined') return null;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? (new Context() as unknown as AudioContextLike) : null;
}

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createRequestSound(
  options: { createContext?: () => AudioContextLike | null; storage?: StorageLike | null } = {},
): RequestSound {
  const createContext = options.createContext ?? browserContext;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  let context: AudioContextLike | null | undefined;

  function contextOf(): AudioContextLike | null {
    if (context === undefined) {
      try {
        context = createContext();
      } catch {
        context = null;
      }
    }
    return context;
  }

  const isMuted = () => storage?.getItem(REQUEST_SOUND_STORAGE_KEY) === 'muted';

  // The realtime package's beep player draws the tones on this same context.
  const player = createBeepPlayer(() => contextOf());

  function resume(audio: AudioContextLike) {
    if (audio.state === 'suspended') void audio.resume?.().catch(() => {});
  }

  return {
    isMuted,
    setMuted(muted) {
      try {
        storage?.setItem(REQUEST_SOUND_STORAGE_KEY, muted ? 'muted' : 'on');
      } catch {
        // A full or blocked storage only forgets the choice after a reload.
      }
    },
    unlock() {
      const audio = contextOf();
      if (audio) resume(audio);
    },
    play() {
      if (isMuted()) return false;
      const audio = contextOf();
      if (!audio) return false;
      resume(audio);
      if (audio.state === 'suspended') return false;
      return player.play(SESSION_TONE_HZ);
    },
  };
}
