import { DEFAULT_LAYOUT, isLayoutName, type LayoutName } from '@arcana/domain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** SPEC §2 layout of the page; a route without one (and without a parent's) uses default. */
    layout?: LayoutName;
    /**
     * The page title shown by layouts that draw one (subpage header, content, help, mypage) and
     * in the document title: fixed, or of the route's validated search where one path is two
     * pages (a session's detail, or its room with senderType).
     */
    title?: RouteTitle;
  }
}

export type RouteTitle = string | ((search: Record<string, unknown>) => string | undefined);

type MatchWithStaticData = {
  staticData?: { layout?: unknown; title?: unknown } | undefined;
  search?: unknown;
};

/** A match's own title (staticData.title, worked out from its search when a function). */
export function routeTitleOf(match: MatchWithStaticData | undefined): string | undefined {
  const title = match?.staticData?.title;
  const search = (match?.search ?? {}) as Record<string, unknown>;
  const value = typeof title === 'function' ? title(search) : title;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The deepest match that names a layout decides; none means default. */
export function layoutOf(matches: readonly MatchWithStaticData[]): LayoutName {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const layout = matches[index]?.staticData?.layout;
    if (isLayoutName(layout)) return layout;
  }
  return DEFAULT_LAYOUT;
}

/** The deepest match's staticData.title, if any. */
export function layoutTitleOf(matches: readonly MatchWithStaticData[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = routeTitleOf(matches[index]);
    if (title) return title;
  }
  return undefined;
}
