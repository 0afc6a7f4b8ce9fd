import { formatDate, seoulToday } from '@arcana/domain';
import { DayPicker, type Matcher } from 'react-day-picker';
import { ko } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import * as styles from './calendar.css';

const TIME_ZONE = 'Asia/Seoul';
const thisYear = Number(seoulToday().slice(0, 4));
// SPEC §9: the year list runs from 100 years back to 52 ahead.
const START_MONTH = new Date(thisYear - 100, 0, 1);
const END_MONTH = new Date(thisYear + 52, 11, 31);

/** A matcher for Seoul days 'YYYY-MM-DD' (whatever zone the browser is in). */
export function seoulDays(days: Iterable<string>): Matcher {
  const set = new Set(days);
  return (date: Date) => set.has(formatDate(date));
}

/**
 * The month calendar of every operation screen (react-day-picker, Korean, Asia/Seoul): one day
 * chosen, handed back as 'YYYY-MM-DD'; `marked` and `closed` days are drawn and named.
 */
export function SeoulCalendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  marked,
  closed,
  label,
}: {
  selected: string | null;
  onSelect: (day: string) => void;
  month?: Date;
  onMonthChange?: (month: Date) => void;
  marked?: Matcher;
  closed?: Matcher;
  label: string;
}) {
  return (
    <section className={styles.calendar} aria-label={label}>
      <DayPicker
        mode="single"
        required={false}
        locale={ko}
        timeZone={TIME_ZONE}
        fixedWeeks
        showOutsideDays
        captionLayout="dropdown"
        startMonth={START_MONTH}
        endMonth={END_MONTH}
        {...(month ? { month } : {})}
        {...(onMonthChange ? { onMonthChange } : {})}
        selected={selected ? seoulDate(selected) : undefined}
        onSelect={(date) => (date ? onSelect(formatDate(date)) : undefined)}
        modifiers={{
          ...(marked ? { marked } : {}),
          ...(closed ? { closed } : {}),
        }}
        modifiersClassNames={{ marked: styles.marked, closed: styles.closed }}
      />
    </section>
  );
}

/** Noon of a Seoul day as an instant: inside that day in Seoul and in any browser zone near it. */
export function seoulDate(day: string): Date {
  return new Date(`${day}T12:00:00+09:00`);
}
