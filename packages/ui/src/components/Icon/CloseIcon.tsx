import { IconBase, type IconProps } from './Icon.tsx';

export function CloseIcon(props: IconProps) {
  return (
    <IconBase name="close" {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </IconBase>
  );
}
