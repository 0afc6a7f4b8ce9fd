import * as operationsStyles from './operations.css';

export { ChoiceChips } from './ChoiceChips';
export { dayLabel } from './day-label';
// What the operation screens (products, available times, reservations, sessions, reviews,
// profits) share: a labelled select, the page buttons, a session's status chip and the stars.
export { Pager, pageWindow } from './Pager';
export { SelectField } from './SelectField';
export { SeoulCalendar, seoulDate, seoulDays } from './SeoulCalendar';
export { Stars } from './Stars';
export { StatusChip, toneOf } from './StatusChip';
export { operationsStyles };
