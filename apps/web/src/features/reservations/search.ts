import { RESERVATION_TABS, type ReservationTab } from '@arcana/domain';

/** ?tab=UPCOMING|PAST (plain code: route files stay on the first page); anything else is UPCOMING. */
export function validateReservationsSearch(search: Record<string, unknown>): {
  tab?: ReservationTab;
} {
  const tab = RESERVATION_TABS.find((known) => known === search.tab);
  return tab === undefined || tab === 'UPCOMING' ? {} : { tab };
}
