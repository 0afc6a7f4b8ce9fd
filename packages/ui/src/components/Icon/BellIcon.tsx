import { IconBase, type IconProps } from './Icon.tsx';

export function BellIcon(props: IconProps) {
  return (
    <IconBase name="bell" {...props}>
      <path d="M6 9a6 6 0 0 1 12 0c0 6 2.5 8 2.5 8h-17S6 15 6 9" />
      <path d="M10.3 20.5a2 2 0 0 0 3.4 0" />
    </IconBase>
  );
}
