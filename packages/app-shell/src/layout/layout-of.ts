import { DEFAULT_LAYOUT, isLayoutName, type LayoutName } from '@arcana/domain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** SPEC §2 layout of the page; a route without one (and without a parent's) uses default. */
    layout?: LayoutName;
    /**
     * The page title shown by layouts that draw one (subpage header, content, help, mypage) and
     * in the document title: fixed, or of the route's validated search and parsed params where
     * one route is several pages (a session's detail or its room by senderType, a room's view).
     */
    title?: RouteTitle;
  }
}

export type RouteTitle =
  | string
  // biome-ignore lint/suspicious/noExplicitAny: each route reads its own params' parsed types
  | ((search: Record<string, unknown>, params: any) => string | undefined);

type MatchWithStaticData = {
  staticData?: { layout?: unknown; title?: unknown } | undefined;
  search?: unknown;
  params?: unknown;
};

/** A match's own title (staticData.title, worked out from its search and params if a function). */
export function routeTitleOf(match: MatchWithStaticData | undefined): string | undefined {
  const title = match?.staticData?.title;
  const search = (match?.search ?? {}) as Record<string, unknown>;
  const params = (match?.params ?? {}) as Record<string, unknown>;
  const value = typeof title === 'function' ? title(search, params) : title;
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
