import { pageTitle } from '@arcana/domain';

/** For a route's `head` option: the document title ends with the product name. */
export function pageHead(title?: string | null): { meta: [{ title: string }] } {
  return { meta: [{ title: pageTitle(title) }] };
}
