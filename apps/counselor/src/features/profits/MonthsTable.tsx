import { formatKRW, formatNumber, type ProfitMonth, type ProfitYear } from '@arcana/domain';
import { t } from './intl';
import * as styles from './profits.css';

const MONEY = ['paid', 'refunded', 'fee', 'gross', 'withholding', 'net'] as const;

const monthNumber = (month: string) => Number(month.slice(5, 7));

/** 월별 정산: one row a month, the year's total at the foot; a row's button opens its sessions. */
export function MonthsTable({
  year,
  selected,
  onSelect,
}: {
  year: ProfitYear;
  selected: string;
  onSelect: (month: string) => void;
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('counselor.profits.monthsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('counselor.profits.month')}</th>
            <th scope="col">{t('counselor.profits.sessions')}</th>
            {MONEY.map((key) => (
              <th key={key} scope="col">
                {t(`counselor.profits.${key}`)}
              </th>
            ))}
            <th scope="col">{t('counselor.profits.payoutDate')}</th>
            <th scope="col">{t('counselor.profits.paidOut')}</th>
          </tr>
        </thead>
        <tbody>
          {year.months.map((month: ProfitMonth) => (
            <tr key={month.month} aria-current={month.month === selected ? 'true' : undefined}>
              <th scope="row">
                <button
                  type="button"
                  className={styles.monthButton}
                  aria-pressed={month.month === selected}
                  aria-label={t('counselor.profits.showMonth', { n: monthNumber(month.month) })}
                  onClick={() => onSelect(month.month)}
                >
                  {t('counselor.profits.monthValue', { n: monthNumber(month.month) })}
                </button>
              </th>
              <td>{formatNumber(month.sessions)}</td>
              {MONEY.map((key) => (
                <td key={key} className={key === 'net' ? styles.net : undefined}>
                  {formatKRW(month[key])}
                </td>
              ))}
              <td>{month.payoutDate}</td>
              <td>
                {month.sessions === 0
                  ? '-'
                  : month.paidOut
                    ? t('counselor.profits.paidOutYes')
                    : t('counselor.profits.paidOutNo')}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('counselor.profits.total')}</th>
            <td>{formatNumber(year.total.sessions)}</td>
            {MONEY.map((key) => (
              <td key={key} className={key === 'net' ? styles.net : undefined}>
                {formatKRW(year.total[key])}
              </td>
            ))}
            <td />
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
