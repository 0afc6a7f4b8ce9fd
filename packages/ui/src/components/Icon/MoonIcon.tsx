import { IconBase, type IconProps } from './Icon.tsx';

export function MoonIcon(props: IconProps) {
  return (
    <IconBase name="moon" {...props}>
      <path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.8 6.8 0 0 0 10.6 10.6z" />
    </IconBase>
  );
}
