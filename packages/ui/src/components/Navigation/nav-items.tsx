import type { ReactNode } from 'react';

export interface NavItem {
  /** Stable React key. */
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Used by the default <a> renderer; router links read their own fields in `renderLink`. */
  href?: string;
  /** Marks the item aria-current="page" (router links may set it themselves). */
  current?: boolean;
}

/** What a nav hands to `renderLink`: spread it onto the router's link element. */
export interface NavLinkProps {
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

export type RenderNavLink<T extends NavItem> = (item: T, props: NavLinkProps) => ReactNode;

export interface NavProps<T extends NavItem> {
  items: readonly T[];
  /** Render the app's router <Link>; defaults to a plain <a href>. */
  renderLink?: RenderNavLink<T>;
  /** Accessible name of the <nav> landmark (e.g. 주요 메뉴). */
  'aria-label': string;
  className?: string;
}

function defaultRenderLink(item: NavItem, props: NavLinkProps) {
  return <a href={item.href} {...props} />;
}

export function NavList<T extends NavItem>(props: {
  items: readonly T[];
  renderLink: RenderNavLink<T> | undefined;
  listClassName: string;
  itemClassName: string;
}) {
  const render = props.renderLink ?? defaultRenderLink;
  return (
    <ul className={props.listClassName}>
      {props.items.map((item) => (
        <li key={item.key}>
          {render(item, {
            className: props.itemClassName,
            'aria-current': item.current ? 'page' : undefined,
            children: (
              <>
                {item.icon}
                <span>{item.label}</span>
              </>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}
