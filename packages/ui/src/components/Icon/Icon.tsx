import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px (or any CSS length). Defaults to 24. */
  size?: number | string;
  /** Gives the icon an accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

/** The shape of every icon component, for props that take an icon. */
export type IconComponent = (props: IconProps) => ReactNode;

interface IconBaseProps extends IconProps {
  /** Shown on data-icon, for tests and debugging. */
  name: string;
  children: ReactNode;
}

/** A 24×24 stroke icon that follows `currentColor`; wrap it to add an icon of your own. */
export function IconBase({ name, size = 24, title, children, ...rest }: IconBaseProps) {
  if (title) {
    return (
      <svg
        {...rest}
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        role="img"
        aria-label={title}
        data-icon={name}
      >
        <title>{title}</title>
        {children}
      </svg>
    );
  }
  return (
    <svg
      {...rest}
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      data-icon={name}
    >
      {children}
    </svg>
  );
}
