import { pageTitle } from '@arcana/domain';
import { useRouterState } from '@tanstack/react-router';
import { routeTitleOf } from '../layout/layout-of';

/**
 * The document title of the deepest matched route that gives one (`head: () => pageHead(…)`,
 * else its `staticData.title`, so a route whose title is fixed needs no `head` of its own),
 * as a <title> React puts into the head. The routes' heads only ever set a title, so this
 * stands in for the router's HeadContent, whose meta, link, script and style handling every
 * first page would otherwise download (DESIGN "Budgets"). A route that needs more head tags
 * than a title brings HeadContent back.
 */
export function PageTitle() {
  const title = useRouterState({
    select: (state) => {
      for (let index = state.matches.length - 1; index >= 0; index--) {
        const match = state.matches[index];
        const meta = match?.meta?.find((entry) => entry?.title);
        if (meta?.title) return meta.title;
        const fixed = routeTitleOf(match);
        if (fixed) return pageTitle(fixed);
      }
      return undefined;
    },
  });
  return title ? <title>{title}</title> : null;
}
