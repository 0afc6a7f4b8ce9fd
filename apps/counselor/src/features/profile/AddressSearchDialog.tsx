import { counselorOfficeQueries } from '@arcana/api-client';
import type { AddressSearchItem } from '@arcana/domain';
import { Button, Spinner, TextField } from '@arcana/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@arcana/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { officeStyles } from '../office';
import { t } from './intl';
import * as styles from './profile.css';

function SearchResults({
  keyword,
  onPick,
}: {
  keyword: string;
  onPick: (item: AddressSearchItem) => void;
}) {
  const [page, setPage] = useState(1);
  const search = useQuery(counselorOfficeQueries.addressSearch(keyword, page));
  if (search.isError) {
    return (
      <p className={officeStyles.error} role="alert">
        {search.error.message}
      </p>
    );
  }
  if (!search.data) {
    return <Spinner size="md" label={t('counselor.address.searching')} />;
  }
  const { items, totalCount, pageSize } = search.data;
  if (items.length === 0) {
    return (
      <p className={officeStyles.hint} role="status">
        {t('counselor.address.noResults')}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <div className={officeStyles.field} aria-busy={search.isFetching}>
      <p className={officeStyles.hint} role="status">
        {t('counselor.address.count', { count: totalCount })}
      </p>
      <ul className={styles.results}>
        {items.map((item) => (
          <li key={`${item.zipCode}-${item.roadAddress}`}>
            <button type="button" className={styles.resultButton} onClick={() => onPick(item)}>
              <span>
                {item.roadAddress}
                {item.buildingName ? ` (${item.buildingName})` : ''}
              </span>
              <span className={officeStyles.rowMeta}>
                {t('counselor.address.zipJibun', { zip: item.zipCode, jibun: item.jibunAddress })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('counselor.address.pages')}>
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1 || search.isFetching}
            onClick={() => setPage(page - 1)}
          >
            {t('counselor.address.prev')}
          </Button>
          <span>{t('counselor.address.page', { page, pages })}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pages || search.isFetching}
            onClick={() => setPage(page + 1)}
          >
            {t('counselor.address.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** 도로명 주소 검색: a keyword (2 characters or more), then pages of 10 results to pick from. */
export function AddressSearchDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (item: AddressSearchItem) => void;
}) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A form around the dialog in the React tree must not hear this submit.
    event.stopPropagation();
    const value = draft.trim();
    if (value.length < 2) {
      setError(t('counselor.address.keywordShort'));
      return;
    }
    setError(undefined);
    setKeyword(value);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('counselor.profile.close')}>
        <DialogTitle>{t('counselor.address.searchTitle')}</DialogTitle>
        <DialogDescription>{t('counselor.address.searchText')}</DialogDescription>
        <div className={officeStyles.form}>
          <form onSubmit={submit} noValidate>
            <TextField
              label={t('counselor.address.keyword')}
              name="keyword"
              type="search"
              value={draft}
              maxLength={80}
              autoComplete="off"
              placeholder={t('counselor.address.keywordPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
              error={error}
              addon={
                <Button type="submit" variant="secondary">
                  {t('counselor.address.search')}
                </Button>
              }
            />
          </form>
          {keyword ? <SearchResults key={keyword} keyword={keyword} onPick={onPick} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
