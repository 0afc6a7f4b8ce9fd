import { counselingQueries } from '@arcana/api-client';
import { loginHref, useSession } from '@arcana/app-shell';
import { TIME_ZONE } from '@arcana/domain';
import { buttonStyle, Skeleton } from '@arcana/ui';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { useEffect, useId, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ko } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { t } from '../intl';
import { LoadError } from '../LoadError';
import * as styles from './SlotCalendar.css';
import {
  type DayKey,
  dayKeyOf,
  dayKeyOfDate,
  freeSlotsByDay,
  monthsInHorizon,
  type OpenRange,
  openHoursByDay,
  type SlotTime,
} from './slot-days';

export type SlotCalendarProps = {
  counselorId: number;
  /** The product's minutes (null = 무제한, which occupies 60); the profile passes 30. */
  durationMinutes: number | null;
  /** The chosen slot start (ISO-8601, as an order's `slotStart`), or null. */
  value?: string | null;
  onChange?: (slotStart: string | null) => void;
  /** The profile: shows the free times without choosing one. */
  readOnly?: boolean;
  /** The clock the slots count from (tests); defaults to the time of the first render. */
  now?: number;
};

/**
 * The calendar of a counselor's free slots (DESIGN "Available times and slots"): dates with room
 * carry a dot; picking one lists its free starts in 30-minute steps. Free = the available hours
 * minus the month's occupied times, which only a logged-in user may read, so a guest sees the
 * open hours and an invitation to log in.
 */
export function SlotCalendar({
  counselorId,
  durationMinutes,
  value = null,
  onChange,
  readOnly = false,
  now: givenNow,
}: SlotCalendarProps) {
  const session = useSession();
  const [now] = useState(() => givenNow ?? Date.now());
  const times = useQuery(counselingQueries.availableTimes(counselorId));
  const months = useMemo(() => monthsInHorizon(now), [now]);
  const monthly = useQueries({
    queries: months.map(({ year, month }) => ({
      ...counselingQueries.counselorMonthly(counselorId, year, month),
      enabled: session.isAuthenticated,
    })),
    combine: combineMonths,
  });
  const monthlyReady = session.isAuthenticated && monthly.ready;
  const occupied = monthly.occupied;

  const free = useMemo(
    () =>
      times.data && monthlyReady
        ? freeSlotsByDay({ times: times.data, occupied, durationMinutes, now })
        : null,
    [times.data, monthlyReady, occupied, durationMinutes, now],
  );
  const open = useMemo(
    () => (times.data ? openHoursByDay(times.data, now) : null),
    [times.data, now],
  );

  const valueDay = value ? dayKeyOf(Date.parse(value)) : null;
  const firstDay = (free ? free.keys().next().value : open?.keys().next().value) ?? null;
  const [pickedDay, setPickedDay] = useState<DayKey | null>(null);
  const selectedDay = valueDay ?? pickedDay ?? firstDay;

  // A chosen start that is no longer free (taken meanwhile, another product) is let go.
  useEffect(() => {
    if (!free || !value || !onChange) return;
    const stillFree = free.get(dayKeyOf(Date.parse(value)))?.some((slot) => slot.start === value);
    if (!stillFree) onChange(null);
  }, [free, value, onChange]);

  if (times.isError || monthly.failed) {
    return (
      <LoadError
        onRetry={() => {
          void times.refetch();
          monthly.retry();
        }}
        retrying={times.isFetching || monthly.fetching}
      />
    );
  }
  const waiting = !times.data || (session.isAuthenticated && !monthlyReady);
  if (waiting || !open) {
    return (
      <div className={styles.root} aria-busy="true" data-testid="slot-calendar-loading">
        <Skeleton shape="rect" height={300} />
        <Skeleton shape="rect" height={96} />
      </div>
    );
  }
  if (open.size === 0) {
    return <p className={styles.hint}>{t('counseling.slots.noHours')}</p>;
  }

  const markedDays = free ?? open;
  const today = DateTime.fromMillis(now, { zone: TIME_ZONE }).startOf('day');
  const horizonEnd = [...open.keys()].at(-1) ?? today.toISODate() ?? '';
  const selectedDate = selectedDay ? seoulDate(selectedDay) : undefined;

  return (
    <div className={styles.root} data-testid="slot-calendar">
      <DayPicker
        className={styles.picker}
        mode="single"
        locale={ko}
        timeZone={TIME_ZONE}
        required={false}
        selected={selectedDate}
        defaultMonth={selectedDate ?? seoulDate(today.toISODate() ?? '')}
        startMonth={seoulDate(today.toISODate() ?? '')}
        endMonth={seoulDate(horizonEnd)}
        disabled={(date) => !markedDays.has(dayKeyOfDate(date))}
        modifiers={{ open: (date) => markedDays.has(dayKeyOfDate(date)) }}
        modifiersClassNames={{ open: styles.openDay }}
        onSelect={(date) => {
          if (!date) return;
          const key = dayKeyOfDate(date);
          setPickedDay(key);
          if (value && dayKeyOf(Date.parse(value)) !== key) onChange?.(null);
        }}
      />
      {selectedDay ? (
        free ? (
          <DayTimes
            day={selectedDay}
            slots={free.get(selectedDay) ?? []}
            value={value}
            onChange={readOnly ? undefined : onChange}
          />
        ) : (
          <GuestHours day={selectedDay} ranges={open.get(selectedDay) ?? []} />
        )
      ) : null}
      {free && free.size === 0 ? (
        <p className={`${styles.hint} ${styles.wide}`}>{t('counseling.slots.full')}</p>
      ) : null}
    </div>
  );
}

type Occupied = { start: string; end: string };

/** The months' occupied times as one answer (stable while the data is, TanStack's combine). */
function combineMonths(results: UseQueryResult<{ occupied: Occupied[] }>[]) {
  return {
    ready: results.every((result) => result.isSuccess),
    failed: results.some((result) => result.isError),
    fetching: results.some((result) => result.isFetching),
    occupied: results.flatMap((result) => result.data?.occupied ?? []),
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

/** A Seoul date as the Date the day picker (in Asia/Seoul) stands for it with. */
function seoulDate(key: DayKey): Date {
  return DateTime.fromISO(key, { zone: TIME_ZONE }).set({ hour: 12 }).toJSDate();
}

function dayTitle(day: DayKey): string {
  return DateTime.fromISO(day, { zone: TIME_ZONE }).setLocale('ko').toFormat('M월 d일 (ccc)');
}

function DayTimes({
  day,
  slots,
  value,
  onChange,
}: {
  day: DayKey;
  slots: SlotTime[];
  value: string | null;
  onChange: ((slotStart: string | null) => void) | undefined;
}) {
  const name = useId();
  const titleId = useId();
  const title = dayTitle(day);
  if (slots.length === 0) {
    return (
      <div className={styles.dayPanel}>
        <p className={styles.dayTitle}>{title}</p>
        <p className={styles.hint}>{t('counseling.slots.dayFull')}</p>
      </div>
    );
  }
  const halves = (['AM', 'PM'] as const)
    .map((half) => ({ half, slots: slots.filter((slot) => slot.half === half) }))
    .filter((group) => group.slots.length > 0);
  return (
    <div className={styles.dayPanel} data-testid="slot-day">
      <p id={titleId} className={styles.dayTitle}>
        {onChange
          ? t('counseling.slots.pickTime', { day: title })
          : t('counseling.slots.freeTimes', { day: title })}
      </p>
      {halves.map((group) =>
        onChange ? (
          <fieldset key={group.half} className={styles.times} aria-describedby={titleId}>
            <legend className={styles.halfTitle}>{halfLabel(group.half)}</legend>
            {group.slots.map((slot) => (
              <label key={slot.start} className={styles.timeOption}>
                <input
                  type="radio"
                  name={name}
                  value={slot.start}
                  checked={value === slot.start}
                  onChange={() => onChange(slot.start)}
                  className={styles.timeInput}
                  aria-label={t('counseling.slots.timeLabel', {
                    half: halfLabel(slot.half),
                    time: slot.label,
                  })}
                />
                <span className={styles.timeLabel} aria-hidden="true">
                  {slot.label}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <div key={group.half}>
            <p className={styles.halfTitle}>{halfLabel(group.half)}</p>
            <ul className={styles.times} aria-label={halfLabel(group.half)}>
              {group.slots.map((slot) => (
                <li key={slot.start} className={styles.timeChip}>
                  {slot.label}
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}

function halfLabel(half: 'AM' | 'PM'): string {
  return half === 'AM' ? t('counseling.slots.am') : t('counseling.slots.pm');
}

function GuestHours({ day, ranges }: { day: DayKey; ranges: OpenRange[] }) {
  const href = useRouterState({ select: (state) => loginHref(state.location.href) });
  return (
    <>
      <div className={styles.dayPanel}>
        <p className={styles.dayTitle}>{t('counseling.slots.openHours', { day: dayTitle(day) })}</p>
        <ul className={styles.ranges}>
          {ranges.map((range) => (
            <li key={range.from} className={styles.timeChip}>
              {`${range.from}–${range.to}`}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.guestBox} data-testid="slot-guest-invite">
        <p className={styles.hint}>{t('counseling.slots.guest')}</p>
        <Link to={href} className={buttonStyle({ variant: 'primary', size: 'sm' })}>
          {t('counseling.slots.login')}
        </Link>
      </div>
    </>
  );
}
