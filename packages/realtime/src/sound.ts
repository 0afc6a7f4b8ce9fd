// Beeps with the Web Audio API (SPEC §9 "Beeps": sine, gain 0.1, 100 ms gaps, per-type tones).
import { BEEP } from '@arcana/domain';

/** The part of AudioContext the player uses (tests inject a fake). */
export type AudioContextLike = {
  readonly currentTime: number;
  readonly state?: string;
  readonly destination: unknown;
  resume?(): Promise<void>;
  createOscillator(): {
    type: string;
    frequency: { value: number };
    connect(node: unknown): unknown;
    start(when?: number): void;
    stop(when?: number): void;
  };
  createGain(): { gain: { value: number }; connect(node: unknown): unknown };
};

export type BeepPlayer = {
  /** Plays the tones one after another; resolves to false when audio is unavailable. */
  play(frequencies: readonly number[]): boolean;
};

function browserAudioContext(): AudioContextLike | null {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  return Context ? (new Context() as unknown as AudioContextLike) : null;
}

/** Start offsets in seconds of each tone: tone, 100 ms gap, tone, … */
export function beepSchedule(count: number): number[] {
  const step = (BEEP.toneMs + BEEP.gapMs) / 1000;
  return Array.from({ length: count }, (_, index) => index * step);
}

/**
 * One AudioContext, created on first use (browsers allow audio only after a user gesture; the
 * caller also checks the notification permission first, SPEC §4).
 */
export function createBeepPlayer(
  createContext: () => AudioContextLike | null = browserAudioContext,
): BeepPlayer {
  let context: AudioContextLike | null | undefined;
  return {
    play(frequencies) {
      if (frequencies.length === 0) return false;
      if (context === undefined) {
        try {
          context = createContext();
        } catch {
          context = null;
        }
      }
      if (!context) return false;
      if (context.state === 'suspended') void context.resume?.().catch(() => {});
      const startAt = context.currentTime;
      const offsets = beepSchedule(frequencies.length);
      frequencies.forEach((frequency, index) => {
        if (!context) return;
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = BEEP.wave;
        oscillator.frequency.value = frequency;
        gain.gain.value = BEEP.gain;
        oscillator.connect(gain);
        gain.connect(context.destination);
        const begin = startAt + (offsets[index] ?? 0);
        oscillator.start(begin);
        oscillator.stop(begin + BEEP.toneMs / 1000);
      });
      return true;
    },
  };
}
