import { useEffect, useRef, useState } from 'react';

type MediaViewProps = {
  stream: MediaStream | null;
  className?: string;
  /** Video of the other side is muted too: its sound plays through <RemoteAudio>. */
  label?: string;
  testId?: string;
  /** The first frame is showing (the camera works). */
  onLoadedData?(): void;
};

/** A <video> showing a MediaStream (srcObject is not an attribute React can set). */
export function VideoView({ stream, className, label, testId, onLoadedData }: MediaViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play?.()?.catch(() => {});
  }, [stream]);
  return (
    <video
      ref={ref}
      className={className}
      autoPlay
      playsInline
      muted
      aria-label={label}
      data-testid={testId}
      onLoadedData={onLoadedData}
    />
  );
}

/**
 * The other side's sound. Kept apart from the video so the muted video always starts playing,
 * and a browser that blocks sound until a tap (autoplay rules) only asks for that tap.
 */
export function useRemoteAudio(stream: MediaStream | null) {
  const ref = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.srcObject = stream;
    if (!stream) return;
    const playing = audio.play?.();
    if (!playing) return;
    playing.then(
      () => setBlocked(false),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
      },
    );
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: a live call has no caption track to offer
  const element = <audio ref={ref} autoPlay hidden />;
  const unblock = () => {
    void ref.current?.play()?.then(() => setBlocked(false));
  };
  return { element, blocked, unblock };
}
