import { useCallback, useEffect, useRef, useState } from 'react';
import { callConstraints, nextCameraId } from './call-view';
import { getUserMedia, type MediaProblem, mediaProblemOf } from './media-errors';

export type LocalMedia =
  | { status: 'pending'; stream: null; problem: null }
  | { status: 'ready'; stream: MediaStream; problem: null }
  | { status: 'failed'; stream: null; problem: MediaProblem };

const PENDING: LocalMedia = { status: 'pending', stream: null, problem: null };

function stopAll(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Cameras the browser lists (labels only after permission; ids are enough to switch). */
function useCameras(active: boolean) {
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const devices = globalThis.navigator?.mediaDevices;
    if (!active || !devices?.enumerateDevices) return;
    let cancelled = false;
    const refresh = () =>
      void devices
        .enumerateDevices()
        .then((all) => {
          if (!cancelled) setCameras(all.filter((device) => device.kind === 'videoinput'));
        })
        .catch(() => {});
    refresh();
    devices.addEventListener?.('devicechange', refresh);
    return () => {
      cancelled = true;
      devices.removeEventListener?.('devicechange', refresh);
    };
  }, [active]);
  return cameras;
}

/**
 * The camera and microphone of a call: opened once, stopped when the panel goes, a retry after a
 * failure (denied, in use …), mute and camera off by `enabled` (the other side keeps its
 * tracks, so nothing is renegotiated), and switching between cameras when there are two.
 */
export function useLocalMedia(kind: 'CALL' | 'VIDEO', enabled: boolean) {
  const [media, setMedia] = useState<LocalMedia>(PENDING);
  const [attempt, setAttempt] = useState(0);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const cameras = useCameras(media.status === 'ready' && kind === 'VIDEO');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setMedia(PENDING);
    getUserMedia(callConstraints(kind)).then(
      (stream) => {
        if (cancelled) return stopAll(stream);
        streamRef.current = stream;
        setCameraId(stream.getVideoTracks()[0]?.getSettings().deviceId ?? null);
        setMedia({ status: 'ready', stream, problem: null });
      },
      (error: unknown) => {
        if (!cancelled)
          setMedia({ status: 'failed', stream: null, problem: mediaProblemOf(error) });
      },
    );
    return () => {
      cancelled = true;
      stopAll(streamRef.current);
      streamRef.current = null;
    };
  }, [kind, enabled, attempt]);

  const toggleMute = useCallback(() => {
    setMuted((was) => {
      for (const track of streamRef.current?.getAudioTracks() ?? []) track.enabled = was;
      return !was;
    });
  }, []);

  const toggleCamera = useCallback(() => {
    setCameraOff((was) => {
      for (const track of streamRef.current?.getVideoTracks() ?? []) track.enabled = was;
      return !was;
    });
  }, []);

  /** Opens the next camera and hands its track to `replace` (the peer's sender), then swaps. */
  const switchCamera = useCallback(
    async (replace: (track: MediaStreamTrack) => Promise<void>) => {
      const stream = streamRef.current;
      const nextId = nextCameraId(cameras, cameraId);
      if (!stream || !nextId) return;
      const fresh = await getUserMedia({ video: callConstraints('VIDEO', nextId).video });
      const track = fresh.getVideoTracks()[0];
      if (!track) return;
      track.enabled = !cameraOff;
      await replace(track);
      for (const old of stream.getVideoTracks()) {
        old.stop();
        stream.removeTrack(old);
      }
      stream.addTrack(track);
      setCameraId(nextId);
      // A new MediaStream object so the preview <video> picks up the new track.
      setMedia({ status: 'ready', stream: new MediaStream(stream.getTracks()), problem: null });
      streamRef.current = stream;
    },
    [cameras, cameraId, cameraOff],
  );

  return {
    media,
    muted,
    cameraOff,
    canSwitchCamera: cameras.length >= 2,
    /** Bumped by each retry: a new try at the camera and microphone (and a new call). */
    attempt,
    retry: () => setAttempt((value) => value + 1),
    toggleMute,
    toggleCamera,
    switchCamera,
  };
}
