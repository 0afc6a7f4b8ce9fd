import type { Home } from '@arcana/domain';

// The home is a first page: its scripts count against the first-visit budget (DESIGN
// "Budgets"), and the domain's homeSchema would bring the valibot schemas of six features with
// it. So the answer is checked here by its outline: the parts the page reads are there and of
// the right kind. The api answers with the same domain schema (its OpenAPI document and tests).

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LISTS = [
  'characters',
  'onlineCounselors',
  'popularProducts',
  'latestReviews',
  'events',
  'notices',
] as const;

/** The answer as a Home, or null when its outline is not one. */
export function readHome(data: unknown): Home | null {
  if (!isObject(data)) return null;
  const today = data.todayCard;
  if (!isObject(today) || !isObject(today.card)) return null;
  if (typeof today.date !== 'string' || typeof today.message !== 'string') return null;
  if (typeof today.reversed !== 'boolean' || !Array.isArray(today.keywords)) return null;
  if (typeof today.card.artUrl !== 'string' || typeof today.card.nameKo !== 'string') return null;
  for (const list of LISTS) {
    const items = data[list];
    if (
      !Array.isArray(items) ||
      !items.every((item) => isObject(item) && typeof item.id === 'number')
    ) {
      return null;
    }
  }
  return data as Home;
}
