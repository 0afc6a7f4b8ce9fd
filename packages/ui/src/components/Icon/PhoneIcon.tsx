import { IconBase, type IconProps } from './Icon.tsx';

export function PhoneIcon(props: IconProps) {
  return (
    <IconBase name="phone" {...props}>
      <path d="M5 3.5h3.2l1.6 4.3-2.1 1.4a11.5 11.5 0 0 0 7.1 7.1l1.4-2.1 4.3 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.1 1.5 1.5 0 0 1 5 3.5z" />
    </IconBase>
  );
}
