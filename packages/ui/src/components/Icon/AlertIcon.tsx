import { IconBase, type IconProps } from './Icon.tsx';

export function AlertIcon(props: IconProps) {
  return (
    <IconBase name="alert" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5M12 16.5h.01" />
    </IconBase>
  );
}
