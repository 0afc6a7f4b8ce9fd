import { CloseIcon, useEarlyInputRef } from '@arcana/ui';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as styles from './help.css';
import { t } from './intl';

/**
 * The FAQ search: a real form (it works before the scripts load: GET /help/faq?q=…), sent
 * through the router once they have. `category` keeps the chosen category while searching.
 */
export function SearchBox({ initial = '', category }: { initial?: string; category?: number }) {
  const early = useEarlyInputRef<HTMLInputElement>();
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    void navigate({
      to: '/help/faq',
      search: { ...(category ? { category } : {}), ...(q ? { q } : {}) },
    });
  };
  return (
    <search>
      <form action="/help/faq" method="get" className={styles.searchForm} onSubmit={onSubmit}>
        <label htmlFor="faq-search" className={styles.srOnlyLabel}>
          {t('help.search.label')}
        </label>
        <SearchGlyph />
        <input
          ref={early}
          id="faq-search"
          type="search"
          name="q"
          value={value}
          maxLength={50}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('help.search.placeholder')}
          className={styles.searchInput}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {category ? <input type="hidden" name="category" value={category} /> : null}
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('help.search.clear')}
            onClick={() => setValue('')}
          >
            <CloseIcon size={18} aria-hidden="true" />
          </button>
        ) : null}
        <button type="submit" className={styles.searchSubmit}>
          {t('help.search.submit')}
        </button>
      </form>
    </search>
  );
}

function SearchGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
      <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
