import { availableTimesMutations } from '@arcana/api-client';
import {
  type CounselorDateException,
  openMinutesOf,
  seoulToday,
  toSeoulDateTime,
  type WeeklyHoursList,
} from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError, formErrorsOf, showSaved, officeStyles as styles } from '../office';
import { dayLabel, SeoulCalendar, seoulDate, seoulDays } from '../operations';
import * as timesStyles from './available-times.css';
import { t } from './intl';
import { GRID_TIMES } from './weekly-hours';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const rangeText = (start: string, end: string) =>
  t('counselor.availableTimes.range', { start, end });

function whatOf(exception: CounselorDateException) {
  return exception.kind === 'CLOSED'
    ? t('counselor.availableTimes.closedDay')
    : `${t('counselor.availableTimes.extra')} ${rangeText(exception.start, exception.end)}`;
}

function ExceptionLine({ exception }: { exception: CounselorDateException }) {
  const remove = useMutation(availableTimesMutations.deleteException());
  const what = whatOf(exception);
  return (
    <li className={timesStyles.exceptionRow}>
      <span>
        <strong>{dayLabel(exception.date)}</strong> {what}
      </span>
      <Button
        variant="ghost"
        size="sm"
        loading={remove.isPending}
        aria-label={t('counselor.availableTimes.deleteOf', {
          date: dayLabel(exception.date),
          what,
        })}
        onClick={() =>
          remove.mutate(exception.id, {
            onSuccess: () => showSaved(t('counselor.availableTimes.deleted')),
          })
        }
      >
        {t('counselor.availableTimes.delete')}
      </Button>
    </li>
  );
}

function DayPanel({
  day,
  weekly,
  exceptions,
}: {
  day: string;
  weekly: WeeklyHoursList;
  exceptions: CounselorDateException[];
}) {
  const add = useMutation(availableTimesMutations.addException());
  const [start, setStart] = useState('19:00');
  const [end, setEnd] = useState('21:00');
  const [error, setError] = useState<string | undefined>();
  const date = toSeoulDateTime(seoulDate(day));
  // What users will see for this day: weekly hours, a closed day or extra hours applied.
  // The schema checks weekday 1–7, the slot helper's Weekday.
  const hours = weekly.hours as Parameters<typeof openMinutesOf>[1];
  const open = date ? openMinutesOf(date, hours, exceptions) : [];
  const slots = open.reduce((sum, range) => sum + Math.floor((range.end - range.start) / 30), 0);
  const ofDay = exceptions.filter((exception) => exception.date === day);
  const closed = ofDay.some((exception) => exception.kind === 'CLOSED');
  const past = day < seoulToday();

  const send = (request: Parameters<typeof add.mutate>[0]) => {
    setError(undefined);
    add.mutate(request, {
      onSuccess: () => showSaved(t('counselor.availableTimes.added')),
      onError: (failure) => setError(Object.values(formErrorsOf(failure))[0]),
    });
  };

  return (
    <section className={timesStyles.dayPanel} aria-live="polite">
      <h3 className={styles.sectionTitle}>
        {t('counselor.availableTimes.dayTitle', { date: dayLabel(day) })}
      </h3>
      <p className={styles.hint}>
        {open.length > 0
          ? t('counselor.availableTimes.dayOpen', {
              hours: open
                .map((range) => rangeText(clock(range.start), clock(range.end)))
                .join(', '),
              n: slots,
            })
          : t('counselor.availableTimes.dayNone')}
      </p>
      {ofDay.length > 0 ? (
        <ul className={timesStyles.days}>
          {ofDay.map((exception) => (
            <ExceptionLine key={exception.id} exception={exception} />
          ))}
        </ul>
      ) : null}
      {past ? (
        <p className={styles.hint}>{t('counselor.availableTimes.pastDay')}</p>
      ) : (
        <>
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              size="sm"
              disabled={closed || add.isPending}
              onClick={() => send({ kind: 'CLOSED', date: day })}
            >
              {t('counselor.availableTimes.closeDay')}
            </Button>
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.fieldLabel}>{t('counselor.availableTimes.extra')}</legend>
            <div className={timesStyles.range}>
              <select
                aria-label={t('counselor.availableTimes.start')}
                className={`${styles.select} ${timesStyles.time}`}
                value={start}
                onChange={(event) => setStart(event.target.value)}
              >
                {GRID_TIMES.slice(0, -1).map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
              <span aria-hidden="true">~</span>
              <select
                aria-label={t('counselor.availableTimes.end')}
                className={`${styles.select} ${timesStyles.time}`}
                value={end}
                onChange={(event) => setEnd(event.target.value)}
              >
                {GRID_TIMES.slice(1).map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
              <Button
                size="sm"
                loading={add.isPending}
                onClick={() => send({ kind: 'EXTRA', date: day, start, end })}
              >
                {t('counselor.availableTimes.addExtra')}
              </Button>
            </div>
          </fieldset>
        </>
      )}
      <FormError message={error} />
    </section>
  );
}

/** 날짜별 예외: a month calendar (closed days struck, extra hours dotted) and the chosen day. */
export function ExceptionsSection({
  weekly,
  exceptions,
}: {
  weekly: WeeklyHoursList;
  exceptions: CounselorDateException[];
}) {
  const [day, setDay] = useState(seoulToday());
  const today = seoulToday();
  const upcoming = exceptions
    .filter((exception) => exception.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('counselor.availableTimes.exceptions')}</h2>
      <p className={styles.hint}>{t('counselor.availableTimes.exceptionsHint')}</p>
      <div className={timesStyles.layout}>
        <SeoulCalendar
          label={t('counselor.availableTimes.calendarLabel')}
          selected={day}
          onSelect={setDay}
          closed={seoulDays(
            exceptions.filter((each) => each.kind === 'CLOSED').map((each) => each.date),
          )}
          marked={seoulDays(
            exceptions.filter((each) => each.kind === 'EXTRA').map((each) => each.date),
          )}
        />
        <DayPanel key={day} day={day} weekly={weekly} exceptions={exceptions} />
      </div>
      <h3 className={styles.sectionTitle}>{t('counselor.availableTimes.upcoming')}</h3>
      {upcoming.length === 0 ? (
        <p className={styles.hint}>{t('counselor.availableTimes.noExceptions')}</p>
      ) : (
        <ul className={timesStyles.days}>
          {upcoming.map((exception) => (
            <ExceptionLine key={exception.id} exception={exception} />
          ))}
        </ul>
      )}
    </section>
  );
}
