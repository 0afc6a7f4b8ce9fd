import { layoutOf, nearIsland } from '@arcana/app-shell';
import type { LayoutName } from '@arcana/domain';
import { useMatches } from '@tanstack/react-router';

/** The layouts whose pages end with the footer; flows (payment, rooms, subpages) stay bare. */
const FOOTER_LAYOUTS: ReadonlySet<LayoutName> = new Set([
  'default',
  'content',
  'help',
  'ai',
  'counseling',
  'subpage-home',
]);

// Below the fold on every page: a page drawn at build time holds the whole footer (the seller's
// facts are in its HTML), and its code and texts load when the reader scrolls near it, not with
// the first visit (DESIGN "Budgets").
const Footer = nearIsland(() => import('./FooterContent'));

/** The web app's footer (FooterContent) on the pages whose layout has one. */
export function WebFooter() {
  const matches = useMatches();
  return FOOTER_LAYOUTS.has(layoutOf(matches)) ? <Footer /> : null;
}
