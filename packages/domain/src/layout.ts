// Page layouts of SPEC §2 and the page title rule.
import { PRODUCT_NAME } from './constants/app';

export const LAYOUT_NAMES = [
  'ai',
  'content',
  'counseling',
  'counselor',
  'default',
  'empty',
  'help',
  'mypage',
  'no-app',
  'subpage',
  'subpage-home',
] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** A route that names no layout uses this one. */
export const DEFAULT_LAYOUT: LayoutName = 'default';

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

/** Page titles end with the product name: '공지사항 | 아르카나', or just '아르카나'. */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim() ?? '';
  return trimmed === '' ? PRODUCT_NAME : `${trimmed} | ${PRODUCT_NAME}`;
}

/** Session room paths: the active-session alert and browser notifications stay out of them. */
export function isSessionPage(pathname: string): boolean {
  return (
    pathname.startsWith('/counseling/sessions/') || pathname.startsWith('/counselor/sessions/')
  );
}
