// The slot calendar's public entry: the profile and the payment page (helper F) draw it.
export { SlotCalendar, type SlotCalendarProps } from './SlotCalendar';
export type { DayKey, SlotTime } from './slot-days';
