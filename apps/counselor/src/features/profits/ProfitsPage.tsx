import { profitQueries } from '@arcana/api-client';
import { formatKRW, type ProfitYear, seoulToday } from '@arcana/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, LoadError, LoadingRows, OfficePage, officeStyles } from '../office';
import { SelectField } from '../operations';
import { t } from './intl';
import { MonthSessions } from './MonthSessions';
import { MonthsTable } from './MonthsTable';
import { ProfitChart } from './ProfitChart';
import { yearChoices } from './profit-file';
import * as styles from './profits.css';

const today = seoulToday();
const THIS_YEAR = Number(today.slice(0, 4));
const THIS_MONTH = today.slice(0, 7);

/** The month to show first: this one in the current year, else the year's last with sessions. */
function firstMonth(year: ProfitYear): string {
  if (year.year === THIS_YEAR) return THIS_MONTH;
  const last = [...year.months].reverse().find((month) => month.sessions > 0);
  return last?.month ?? `${year.year}-12`;
}

function YearView({ data }: { data: ProfitYear }) {
  const [month, setMonth] = useState(() => firstMonth(data));
  return (
    <>
      <section className={`${officeStyles.section} ${styles.summary}`} aria-live="polite">
        <span className={officeStyles.rowMeta}>
          {t('counselor.profits.totalNet', { year: data.year })}
        </span>
        <strong className={styles.bigNumber}>{formatKRW(data.total.net)}</strong>
        <span className={officeStyles.rowMeta}>
          {t('counselor.profits.totalSessions', { n: data.total.sessions })}
        </span>
      </section>
      {data.total.sessions === 0 ? (
        <EmptyState
          title={t('counselor.profits.emptyYearTitle', { year: data.year })}
          text={t('counselor.profits.emptyYearText')}
        />
      ) : (
        <section className={officeStyles.section}>
          <h2 className={officeStyles.sectionTitle}>{t('counselor.profits.chartTitle')}</h2>
          <ProfitChart year={data.year} months={data.months} />
        </section>
      )}
      <section className={officeStyles.section}>
        <MonthsTable year={data} selected={month} onSelect={setMonth} />
      </section>
      <MonthSessions key={month} month={month} />
    </>
  );
}

/** 수익 · 정산 (/counselor/profits): a year's net by month (chart and table) and a month's lines. */
export function ProfitsPage() {
  const [year, setYear] = useState(THIS_YEAR);
  const query = useQuery(profitQueries.year(year));
  return (
    <div className={styles.wide}>
      <OfficePage
        title={t('counselor.profits.title')}
        lead={t('counselor.profits.lead')}
        action={
          <div className={styles.yearPicker}>
            <SelectField
              label={t('counselor.profits.year')}
              name="year"
              value={String(year)}
              options={yearChoices(THIS_YEAR).map((each) => ({
                value: String(each),
                label: t('counselor.profits.yearOption', { year: each }),
              }))}
              onChange={(value) => setYear(Number(value))}
            />
          </div>
        }
      >
        {query.isError ? (
          <LoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <LoadingRows rows={3} height={200} />
        ) : (
          <YearView key={query.data.year} data={query.data} />
        )}
      </OfficePage>
    </div>
  );
}
