import { useCallback, useEffect, useRef, useState } from 'react';
import { getUserMedia, type MediaProblem, mediaProblemOf } from './media-errors';

export type DeviceLists = {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
};

const NO_DEVICES: DeviceLists = { cameras: [], microphones: [], speakers: [] };

async function listDevices(): Promise<DeviceLists> {
  const devices = globalThis.navigator?.mediaDevices;
  if (!devices?.enumerateDevices) return NO_DEVICES;
  const all = await devices.enumerateDevices();
  // Before permission the browser lists nameless placeholders with empty ids: not choosable.
  const of = (kind: MediaDeviceKind) =>
    all.filter((device) => device.kind === kind && device.deviceId !== '');
  return { cameras: of('videoinput'), microphones: of('audioinput'), speakers: of('audiooutput') };
}

function stopAll(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export type DeviceMedia = {
  stream: MediaStream | null;
  status: 'idle' | 'pending' | 'ready' | 'failed';
  problem: MediaProblem | null;
};

/**
 * The device check's camera and microphone: opened on request (the browser asks once), with
 * the chosen devices; the lists refresh after permission (labels appear) and on plug/unplug.
 */
export function useDeviceMedia() {
  const [media, setMedia] = useState<DeviceMedia>({ stream: null, status: 'idle', problem: null });
  const [devices, setDevices] = useState<DeviceLists>(NO_DEVICES);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const streamRef = useRef<MediaStream | null>(null);

  const refreshDevices = useCallback(() => {
    void listDevices()
      .then(setDevices)
      .catch(() => {});
  }, []);

  useEffect(() => {
    refreshDevices();
    const devicesApi = globalThis.navigator?.mediaDevices;
    devicesApi?.addEventListener?.('devicechange', refreshDevices);
    return () => {
      devicesApi?.removeEventListener?.('devicechange', refreshDevices);
      stopAll(streamRef.current);
    };
  }, [refreshDevices]);

  const open = useCallback(
    async (camera = cameraId, microphone = microphoneId) => {
      setMedia((was) => ({ ...was, status: 'pending', problem: null }));
      stopAll(streamRef.current);
      streamRef.current = null;
      const audio = microphone ? { deviceId: { exact: microphone } } : true;
      const video = camera ? { deviceId: { exact: camera } } : true;
      try {
        const stream = await getUserMedia({ audio, video });
        streamRef.current = stream;
        setCameraId(stream.getVideoTracks()[0]?.getSettings().deviceId ?? camera);
        setMicrophoneId(stream.getAudioTracks()[0]?.getSettings().deviceId ?? microphone);
        setMedia({ stream, status: 'ready', problem: null });
      } catch (error) {
        setMedia({ stream: null, status: 'failed', problem: mediaProblemOf(error) });
      }
      refreshDevices();
    },
    [cameraId, microphoneId, refreshDevices],
  );

  return {
    media,
    devices,
    cameraId,
    microphoneId,
    open,
    chooseCamera: (id: string) => void open(id, microphoneId),
    chooseMicrophone: (id: string) => void open(cameraId, id),
  };
}
