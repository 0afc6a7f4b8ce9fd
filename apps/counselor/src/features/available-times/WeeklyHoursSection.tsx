import { availableTimesMutations } from '@arcana/api-client';
import type { WeeklyHoursList } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormError, formErrorsOf, SaveBar, showSaved, officeStyles as styles } from '../office';
import * as timesStyles from './available-times.css';
import { t } from './intl';
import {
  GRID_TIMES,
  hoursOf,
  nextRange,
  type Range,
  WEEKDAYS,
  type WeekHours,
  weekErrors,
  weekOf,
} from './weekly-hours';

const dayName = (weekday: number) =>
  t(`counselor.availableTimes.weekday.${weekday}` as 'counselor.availableTimes.weekday.1');

function TimeSelect({
  label,
  value,
  times,
  onChange,
}: {
  label: string;
  value: string;
  times: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <select
      aria-label={label}
      className={`${styles.select} ${timesStyles.time}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {times.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

const STARTS = GRID_TIMES.slice(0, -1);
const ENDS = GRID_TIMES.slice(1);

function DayRow({
  weekday,
  ranges,
  problem,
  onChange,
}: {
  weekday: number;
  ranges: Range[];
  problem: string | undefined;
  onChange: (ranges: Range[]) => void;
}) {
  const day = dayName(weekday);
  const next = nextRange(ranges);
  const set = (index: number, patch: Partial<Range>) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, ...patch } : range)));
  return (
    <li className={timesStyles.day} aria-invalid={problem ? true : undefined}>
      <span className={timesStyles.dayName}>{day}</span>
      <div className={timesStyles.ranges}>
        {ranges.length === 0 ? (
          <span className={styles.hint}>{t('counselor.availableTimes.off')}</span>
        ) : (
          ranges.map((range, index) => (
            // Ranges have no ids; the position is what the buttons name.
            // biome-ignore lint/suspicious/noArrayIndexKey: a range is its place in the day
            <div key={index} className={timesStyles.range}>
              <TimeSelect
                label={t('counselor.availableTimes.startOf', { day, n: index + 1 })}
                value={range.start}
                times={STARTS}
                onChange={(start) => set(index, { start })}
              />
              <span aria-hidden="true">~</span>
              <TimeSelect
                label={t('counselor.availableTimes.endOf', { day, n: index + 1 })}
                value={range.end}
                times={ENDS}
                onChange={(end) => set(index, { end })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('counselor.availableTimes.removeRangeOf', { day, n: index + 1 })}
                onClick={() => onChange(ranges.filter((_, at) => at !== index))}
              >
                {t('counselor.availableTimes.removeRange')}
              </Button>
            </div>
          ))
        )}
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className={timesStyles.addCell}>
        <Button
          variant="secondary"
          size="sm"
          disabled={next === null}
          aria-label={t('counselor.availableTimes.addRangeOf', { day })}
          onClick={() => next && onChange([...ranges, next])}
        >
          {t('counselor.availableTimes.addRange')}
        </Button>
      </div>
    </li>
  );
}

/** 요일별 시간: ranges per weekday on the 30-minute grid, checked here, saved as a whole. */
export function WeeklyHoursSection({ weekly }: { weekly: WeeklyHoursList }) {
  const [week, setWeek] = useState<WeekHours>(() => weekOf(weekly.hours));
  const [apiError, setApiError] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const save = useMutation(availableTimesMutations.saveWeekly());
  const problems = weekErrors(week);
  const hasProblems = Object.keys(problems).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (save.isPending || hasProblems) return;
    setApiError(undefined);
    save.mutate(
      { hours: hoursOf(week) },
      {
        onSuccess: (answer) => {
          setWeek(weekOf(answer.hours));
          showSaved(t('counselor.availableTimes.savedWeekly'));
        },
        onError: (error) => {
          const errors = formErrorsOf(error);
          setApiError(Object.values(errors)[0]);
        },
      },
    );
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <h2 className={styles.sectionTitle}>{t('counselor.availableTimes.weekly')}</h2>
      <p className={styles.hint}>{t('counselor.availableTimes.weeklyHint')}</p>
      <ul className={timesStyles.days}>
        {WEEKDAYS.map((weekday) => {
          const problem = problems[weekday];
          return (
            <DayRow
              key={weekday}
              weekday={weekday}
              ranges={week[weekday] ?? []}
              problem={
                problem
                  ? t(`counselor.availableTimes.problem.${problem}`, { day: dayName(weekday) })
                  : undefined
              }
              onChange={(ranges) => setWeek({ ...week, [weekday]: ranges })}
            />
          );
        })}
      </ul>
      <FormError
        message={tried && hasProblems ? t('counselor.availableTimes.fixFirst') : undefined}
      />
      <SaveBar
        error={apiError}
        pending={save.isPending}
        label={t('counselor.availableTimes.saveWeekly')}
      />
    </form>
  );
}
