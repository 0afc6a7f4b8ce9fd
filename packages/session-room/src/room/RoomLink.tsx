import { useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export type RoomLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  replace?: boolean;
};

/**
 * A same-app link by its finished href. The room lives in both apps, whose route trees differ,
 * so a typed `<Link to>` would only compile in one of them; this one navigates in whichever
 * router hosts it, and leaves modified clicks (new tab, new window) to the browser.
 */
export function RoomLink({ href, replace = false, onClick, ...rest }: RoomLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href, replace });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
