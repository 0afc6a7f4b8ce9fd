import { expect, it } from 'vitest';
import { type AudioContextLike, beepSchedule, createBeepPlayer } from './sound';

function fakeAudioContext() {
  const oscillators: { type: string; frequency: number; start?: number; stop?: number }[] = [];
  const gains: number[] = [];
  const context: AudioContextLike = {
    currentTime: 10,
    destination: 'speakers',
    createOscillator() {
      const record: { type: string; frequency: number; start?: number; stop?: number } = {
        type: '',
        frequency: 0,
      };
      oscillators.push(record);
      const oscillator = {
        get type() {
          return record.type;
        },
        set type(value: string) {
          record.type = value;
        },
        frequency: {
          get value() {
            return record.frequency;
          },
          set value(value: number) {
            record.frequency = value;
          },
        },
        connect: (node: unknown) => node,
        start(when?: number) {
          record.start = when;
        },
        stop(when?: number) {
          record.stop = when;
        },
      };
      return oscillator;
    },
    createGain() {
      const gain = { value: 0 };
      return {
        gain: {
          get value() {
            return gain.value;
          },
          set value(value: number) {
            gain.value = value;
            gains.push(value);
          },
        },
        connect: (node: unknown) => node,
      };
    },
  };
  return { context, oscillators, gains };
}

it('plays the session tone as sine waves at gain 0.1, 150 ms tones with 100 ms gaps', () => {
  const fake = fakeAudioContext();
  const player = createBeepPlayer(() => fake.context);
  expect(player.play([500, 700, 900, 700])).toBe(true);
  expect(fake.oscillators.map((oscillator) => oscillator.type)).toEqual([
    'sine',
    'sine',
    'sine',
    'sine',
  ]);
  expect(fake.oscillators.map((oscillator) => oscillator.frequency)).toEqual([500, 700, 900, 700]);
  expect(fake.gains).toEqual([0.1, 0.1, 0.1, 0.1]);
  const rounded = (value: number | undefined) => Math.round((value ?? Number.NaN) * 1000) / 1000;
  expect(fake.oscillators.map((oscillator) => rounded(oscillator.start))).toEqual([
    10, 10.25, 10.5, 10.75,
  ]);
  expect(fake.oscillators.map((oscillator) => rounded(oscillator.stop))).toEqual([
    10.15, 10.4, 10.65, 10.9,
  ]);
});

it('schedules tone starts 250 ms apart (150 ms tone + 100 ms gap)', () => {
  expect(beepSchedule(3)).toEqual([0, 0.25, 0.5]);
});

it('an empty pattern or no audio plays nothing', () => {
  const fake = fakeAudioContext();
  expect(createBeepPlayer(() => fake.context).play([])).toBe(false);
  expect(createBeepPlayer(() => null).play([800])).toBe(false);
  expect(
    createBeepPlayer(() => {
      throw new Error('no audio');
    }).play([800]),
  ).toBe(false);
});

it('creates one AudioContext for all beeps', () => {
  const fake = fakeAudioContext();
  let created = 0;
  const player = createBeepPlayer(() => {
    created += 1;
    return fake.context;
  });
  player.play([800]);
  player.play([800]);
  expect(created).toBe(1);
});
