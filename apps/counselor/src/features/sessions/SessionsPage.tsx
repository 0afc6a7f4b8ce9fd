import { counselorSessionQueries } from '@arcana/api-client';
import {
  COUNSELING_TYPE_LABELS,
  COUNSELING_TYPES,
  type CounselingType,
  type CounselorSessionPage,
  formatDateTimeLong,
  formatDuration,
  formatKRW,
} from '@arcana/domain';
import { Button, buttonStyle, TextField } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { EmptyState, LoadError, LoadingRows, OfficePage, officeStyles as styles } from '../office';
import { operationsStyles, Pager, SelectField, StatusChip } from '../operations';
import { ClientNoteDialog } from './ClientNoteDialog';
import { t } from './intl';
import * as sessionStyles from './sessions.css';
import { type SessionsSearch, sessionsSearchOf } from './sessions-search';
import { canEnter, isStatusGroup, STATUS_GROUPS, type StatusGroup } from './status-groups';

type Item = CounselorSessionPage['content'][number];
const ALL = '';

const statusOptions = () => [
  { value: ALL, label: t('counselor.sessions.all') },
  ...(Object.keys(STATUS_GROUPS) as StatusGroup[]).map((group) => ({
    value: group,
    label: t(`counselor.sessions.group.${group}`),
  })),
];
const typeOptions = () => [
  { value: ALL, label: t('counselor.sessions.all') },
  ...COUNSELING_TYPES.map((type) => ({ value: type, label: COUNSELING_TYPE_LABELS[type] })),
];

function SessionRow({ item, onNote }: { item: Item; onNote: () => void }) {
  const name = item.user.displayName;
  const enter = canEnter(item.status);
  return (
    <li className={styles.row}>
      <div className={styles.rowBody}>
        <div className={sessionStyles.rowHead}>
          <span className={styles.rowTitle}>{name}</span>
          <StatusChip status={item.status} />
        </div>
        <span>{item.product.name}</span>
        <span className={styles.rowMeta}>
          {[
            COUNSELING_TYPE_LABELS[item.counselingType],
            item.startTime
              ? formatDateTimeLong(item.startTime)
              : t('counselor.sessions.notStarted'),
            item.usedSeconds > 0
              ? t('counselor.sessions.used', { time: formatDuration(item.usedSeconds) })
              : null,
            item.price !== null ? formatKRW(item.price) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <div className={styles.rowActions}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('counselor.sessions.noteOf', { name })}
            onClick={onNote}
          >
            {t('counselor.sessions.note')}
          </Button>
          {item.status === 'PENDING' ? null : (
            <Link
              to="/counseling/sessions/$id"
              params={{ id: item.id }}
              className={buttonStyle({ variant: enter ? 'primary' : 'secondary', size: 'sm' })}
              aria-label={t(enter ? 'counselor.sessions.enterOf' : 'counselor.sessions.openOf', {
                name,
              })}
            >
              {enter ? t('counselor.sessions.enter') : t('counselor.sessions.open')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

/** 상담 내역 (/counselor/sessions): SPEC §9 paging with search and filters, notes, the room. */
export function SessionsPage({
  filters,
  onFilters,
}: {
  filters: SessionsSearch;
  /** Puts the filters in the address (a new history entry, so 뒤로 goes back to the last list). */
  onFilters: (filters: SessionsSearch) => void;
}) {
  const page = filters.page ?? 1;
  const search = filters.search ?? '';
  const group = filters.status ?? ALL;
  const type = filters.type ?? ALL;
  const [draft, setDraft] = useState(search);
  const set = (patch: SessionsSearch) =>
    onFilters(sessionsSearchOf({ ...filters, page: 1, ...patch }));
  const [noteOf, setNoteOf] = useState<{ userId: number; name: string } | null>(null);
  const query = useQuery(
    counselorSessionQueries.sessions({
      currentPage: page,
      pageSize: 12,
      sort: 'DESC',
      sortKey: 'updatedAt',
      ...(search ? { search } : {}),
      ...(group ? { status: [...STATUS_GROUPS[group]] } : {}),
      ...(type ? { type } : {}),
    }),
  );
  const filtered = search !== '' || group !== ALL || type !== ALL;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: draft.trim() });
  };
  const clear = () => {
    setDraft('');
    onFilters({});
  };

  return (
    <OfficePage title={t('counselor.sessions.title')} lead={t('counselor.sessions.lead')}>
      <div className={operationsStyles.filters}>
        <search className={sessionStyles.search}>
          <form onSubmit={submit}>
            <TextField
              label={t('counselor.sessions.search')}
              type="search"
              name="search"
              value={draft}
              maxLength={50}
              placeholder={t('counselor.sessions.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
              addon={
                <Button type="submit" variant="secondary">
                  {t('counselor.sessions.searchButton')}
                </Button>
              }
            />
          </form>
        </search>
        <SelectField
          label={t('counselor.sessions.status')}
          name="status"
          value={group}
          options={statusOptions()}
          onChange={(value) => set({ status: isStatusGroup(value) ? value : undefined })}
        />
        <SelectField
          label={t('counselor.sessions.type')}
          name="type"
          value={type}
          options={typeOptions()}
          onChange={(value) => set({ type: value === ALL ? undefined : (value as CounselingType) })}
        />
      </div>
      {query.isError ? (
        <LoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingRows rows={4} height={120} />
      ) : query.data.content.length === 0 ? (
        query.data.totalElements > 0 ? (
          // A page past the end (an old link, a list that shrank): the list is not empty.
          <EmptyState
            title={t('counselor.sessions.pastEndTitle')}
            text={t('counselor.sessions.total', { n: query.data.totalElements })}
            action={
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onFilters({ ...filters, page: 1 })}
              >
                {t('counselor.sessions.firstPage')}
              </Button>
            }
          />
        ) : filtered ? (
          <EmptyState
            title={t('counselor.sessions.noMatchTitle')}
            text={t('counselor.sessions.noMatchText')}
            action={
              <Button variant="secondary" size="sm" onClick={clear}>
                {t('counselor.sessions.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('counselor.sessions.emptyTitle')}
            text={t('counselor.sessions.emptyText')}
          />
        )
      ) : (
        <>
          <p className={styles.hint} aria-live="polite">
            {t('counselor.sessions.total', { n: query.data.totalElements })}
          </p>
          <ul
            className={styles.list}
            aria-label={t('counselor.sessions.title')}
            aria-busy={query.isPlaceholderData || undefined}
          >
            {query.data.content.map((item) => (
              <SessionRow
                key={item.id}
                item={item}
                onNote={() => setNoteOf({ userId: item.userId, name: item.user.displayName })}
              />
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={query.data.totalPages}
            onPage={(next) => onFilters({ ...filters, page: next })}
          />
        </>
      )}
      <ClientNoteDialog client={noteOf} onClose={() => setNoteOf(null)} />
    </OfficePage>
  );
}
