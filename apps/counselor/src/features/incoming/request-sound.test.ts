import type { AudioContextLike } from '@arcana/realtime';
import { describe, expect, it } from 'vitest';
import { createRequestSound, REQUEST_SOUND_STORAGE_KEY } from './request-sound';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

function fakeContext(state: 'running' | 'suspended' = 'running') {
  const tones: number[] = [];
  let resumed = 0;
  const context = {
    currentTime: 0,
    state,
    destination: {},
    resume: async () => {
      resumed += 1;
    },
    createOscillator: () => {
      const oscillator = {
        type: '',
        frequency: { value: 0 },
        connect: () => undefined,
        start: () => tones.push(oscillator.frequency.value),
        stop: () => undefined,
      };
      return oscillator;
    },
    createGain: () => ({ gain: { value: 0 }, connect: () => undefined }),
  };
  return {
    context: context as AudioContextLike & { state: string },
    tones,
    resumed: () => resumed,
  };
}

describe('request sound', () => {
  it('plays the session tone 500/700/900/700 Hz', () => {
    const audio = fakeContext();
    const sound = createRequestSound({
      createContext: () => audio.context,
      storage: memoryStorage(),
    });
    expect(sound.play()).toBe(true);
    expect(audio.tones).toEqual([500, 700, 900, 700]);
  });

  it('stays silent while muted and keeps the choice in storage', () => {
    const audio = fakeContext();
    const storage = memoryStorage();
    const sound = createRequestSound({ createContext: () => audio.context, storage });
    sound.setMuted(true);
    expect(storage.map.get(REQUEST_SOUND_STORAGE_KEY)).toBe('muted');
    expect(sound.isMuted()).toBe(true);
    expect(sound.play()).toBe(false);
    expect(audio.tones).toEqual([]);
    const again = createRequestSound({ createContext: () => audio.context, storage });
    expect(again.isMuted()).toBe(true);
    again.setMuted(false);
    expect(again.play()).toBe(true);
  });

  it('does not throw while the browser keeps audio locked, and resumes it on the first gesture', () => {
    const audio = fakeContext('suspended');
    const sound = createRequestSound({
      createContext: () => audio.context,
      storage: memoryStorage(),
    });
    expect(sound.play()).toBe(false);
    expect(audio.tones).toEqual([]);
    sound.unlock();
    expect(audio.resumed()).toBe(2);
  });

  it('answers false without Web Audio or storage', () => {
    const sound = createRequestSound({
      createContext: () => {
        throw new Error('no audio');
      },
      storage: null,
    });
    expect(sound.isMuted()).toBe(false);
    expect(sound.play()).toBe(false);
    expect(() => sound.setMuted(true)).not.toThrow();
  });
});
