import { DEFAULT_LAYOUT, isLayoutName, type LayoutName } from '@arcana/domain';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** SPEC §2 layout of the page; a route without one (and without a parent's) uses default. */
    layout?: LayoutName;
    /** The page title shown by layouts that draw one (subpage header, content, help, mypage). */
    title?: string;
  }
}

type MatchWithStaticData = { staticData?: { layout?: unknown; title?: unknown } | undefined };

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
    const title = matches[index]?.staticData?.title;
    if (typeof title === 'string' && title !== '') return title;
  }
  return undefined;
}
