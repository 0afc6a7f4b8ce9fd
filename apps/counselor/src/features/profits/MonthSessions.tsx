import { downloadProfitCsv, isApiError, profitQueries } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import { formatDateTime, formatKRW, SESSION_STATUS_LABELS } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LoadError, LoadingRows, officeStyles, showSaved } from '../office';
import { t } from './intl';
import { saveFile } from './profit-file';
import * as styles from './profits.css';

const MONEY = ['paid', 'refunded', 'fee', 'gross', 'withholding', 'net'] as const;

function monthLabel(month: string) {
  return t('counselor.profits.monthLabel', {
    year: month.slice(0, 4),
    month: String(Number(month.slice(5, 7))),
  });
}

/** A month's settled sessions, line by line, and its statement as a CSV file. */
export function MonthSessions({ month }: { month: string }) {
  const query = useQuery(profitQueries.sessions(month));
  const download = useMutation({
    mutationFn: () => downloadProfitCsv(month),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      showSaved(t('counselor.profits.downloaded', { file: fileName }));
    },
    onError: (error) =>
      void showToast(
        isApiError(error) ? error.message : t('counselor.profits.downloadFailed'),
        'error',
      ),
  });
  const label = monthLabel(month);

  return (
    <section className={officeStyles.section} aria-labelledby={`sessions-${month}`}>
      <div className={styles.sectionHead}>
        <h2 id={`sessions-${month}`} className={officeStyles.sectionTitle}>
          {t('counselor.profits.sessionsTitle', { month: label })}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('counselor.profits.download', { month: label })}
        </Button>
      </div>
      {query.isError ? (
        <LoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingRows rows={2} height={48} />
      ) : query.data.length === 0 ? (
        <p className={officeStyles.hint}>{t('counselor.profits.sessionsEmpty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('counselor.profits.endedAt')}</th>
                <th scope="col">{t('counselor.profits.product')}</th>
                <th scope="col">{t('counselor.profits.client')}</th>
                <th scope="col">{t('counselor.profits.status')}</th>
                {MONEY.map((key) => (
                  <th key={key} scope="col">
                    {t(`counselor.profits.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.map((line) => (
                <tr key={line.sessionId}>
                  <th scope="row">{formatDateTime(line.endedAt)}</th>
                  <td className={styles.text}>{line.productName}</td>
                  <td>{line.userName}</td>
                  <td>{SESSION_STATUS_LABELS[line.status]}</td>
                  {MONEY.map((key) => (
                    <td key={key} className={key === 'net' ? styles.net : undefined}>
                      {formatKRW(line[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
