import { IconBase, type IconProps } from '@arcana/ui';

// The call's own controls: stroke icons on the ui package's 24×24 base (currentColor).

export function MicIcon(props: IconProps) {
  return (
    <IconBase name="mic" {...props}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" />
    </IconBase>
  );
}

export function MicOffIcon(props: IconProps) {
  return (
    <IconBase name="mic-off" {...props}>
      <path d="M15 10V6a3 3 0 0 0-5.7-1.3M9 9v2a3 3 0 0 0 4.6 2.5" />
      <path d="M18.5 11a6.5 6.5 0 0 1-1 3.4M5.5 11a6.5 6.5 0 0 0 10 5.5M12 17.5V21M3 3l18 18" />
    </IconBase>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <IconBase name="camera" {...props}>
      <rect x="2.5" y="6" width="13" height="12" rx="2.5" />
      <path d="m15.5 10.5 6-3.5v10l-6-3.5" />
    </IconBase>
  );
}

export function CameraOffIcon(props: IconProps) {
  return (
    <IconBase name="camera-off" {...props}>
      <path d="M15.5 12.5V8.5a2.5 2.5 0 0 0-2.5-2.5H9M5 6a2.5 2.5 0 0 0-2.5 2.5v7A2.5 2.5 0 0 0 5 18h8a2.5 2.5 0 0 0 2.3-1.5" />
      <path d="m15.5 10.5 6-3.5v10l-3-1.7M3 3l18 18" />
    </IconBase>
  );
}

export function SwitchCameraIcon(props: IconProps) {
  return (
    <IconBase name="switch-camera" {...props}>
      <path d="M4 8.5A2.5 2.5 0 0 1 6.5 6H8l1.5-2h5L16 6h1.5A2.5 2.5 0 0 1 20 8.5v8a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5z" />
      <path d="M9 12.5a3 3 0 0 1 5.2-2l.8.8M15 12.5a3 3 0 0 1-5.2 2l-.8-.8M15 9v2.3h-2.3M9 16v-2.3h2.3" />
    </IconBase>
  );
}

export function HangUpIcon(props: IconProps) {
  return (
    <IconBase name="hang-up" {...props}>
      <path d="M3.2 14.3a2 2 0 0 1-.5-2.1C4.6 9.1 8 7.5 12 7.5s7.4 1.6 9.3 4.7a2 2 0 0 1-.5 2.1l-1.6 1.4a1.5 1.5 0 0 1-2 0l-1.7-1.5a1.5 1.5 0 0 1-.4-1.6l.4-1.3a10 10 0 0 0-7 0l.4 1.3a1.5 1.5 0 0 1-.4 1.6l-1.7 1.5a1.5 1.5 0 0 1-2 0z" />
    </IconBase>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <IconBase name="check-circle" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.8 2.8L16.5 9.5" />
    </IconBase>
  );
}

export function CrossCircleIcon(props: IconProps) {
  return (
    <IconBase name="cross-circle" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </IconBase>
  );
}

export function SpeakerIcon(props: IconProps) {
  return (
    <IconBase name="speaker" {...props}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
    </IconBase>
  );
}
