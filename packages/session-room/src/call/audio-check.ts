import { useEffect, useState } from 'react';

/** A level above this (0–1) means the microphone hears something: speech, not hiss. */
export const HEARD_LEVEL = 0.04;

type AudioContextWithSink = AudioContext & { setSinkId?(id: string): Promise<void> };

/** Root mean square of 8-bit samples centred on 128, 0–1. */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const value = (sample - 128) / 128;
    sum += value * value;
  }
  return Math.min(1, Math.sqrt(sum / samples.length) * 2);
}

/**
 * The microphone's loudness, read ~10 times a second from an AnalyserNode, and whether it has
 * ever heard something (the check passes then).
 */
export function useMicLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    setHeard(false);
    setLevel(0);
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') {
      return;
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      // Chrome starts a context suspended until a gesture; the page's button was one.
      if (context.state === 'suspended') void context.resume();
      analyser.getByteTimeDomainData(samples);
      const next = levelOf(samples);
      setLevel(next);
      if (next >= HEARD_LEVEL) setHeard(true);
    }, 100);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return { level, heard };
}

/** Whether the browser lets a page choose the speaker (Chrome, Edge; not Safari, Firefox). */
export function canChooseSpeaker(): boolean {
  return typeof AudioContext !== 'undefined' && 'setSinkId' in AudioContext.prototype;
}

/** A soft two-note chime of about a second on the chosen speaker ('' = the default). */
export async function playTestTone(sinkId: string): Promise<void> {
  const context: AudioContextWithSink = new AudioContext();
  try {
    if (sinkId && context.setSinkId) await context.setSinkId(sinkId);
    await context.resume();
    const start = context.currentTime + 0.05;
    for (const [index, frequency] of [660, 880].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const at = start + index * 0.45;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.3, at + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.42);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.45);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  } finally {
    await context.close();
  }
}
