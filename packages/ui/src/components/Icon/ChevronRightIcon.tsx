import { IconBase, type IconProps } from './Icon.tsx';

export function ChevronRightIcon(props: IconProps) {
  return (
    <IconBase name="chevron-right" {...props}>
      <path d="m9 18 6-6-6-6" />
    </IconBase>
  );
}
