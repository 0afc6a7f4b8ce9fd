import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a path of this site that an operator wrote (Markdown, an event's button): a plain
 * click moves through the router without a page load; modified clicks stay the browser's.
 */
export function SiteLink({
  href,
  className,
  children,
  testId,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const router = useRouter({ warn: false });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!router || href.startsWith('#')) return;
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
