import type { CounselorCategory } from '@arcana/domain';
import { useId } from 'react';
import { officeStyles as styles } from '../office';
import { t } from './intl';

export const MAX_CATEGORIES = 5;

/** 상담 분야 as toggle chips: 1–5 of them; the others wait while five are chosen. */
export function CategoryChips({
  categories,
  selected,
  onChange,
  error,
}: {
  categories: CounselorCategory[];
  selected: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const full = selected.length >= MAX_CATEGORIES;
  const toggle = (categoryId: number) =>
    onChange(
      selected.includes(categoryId)
        ? selected.filter((item) => item !== categoryId)
        : [...selected, categoryId],
    );
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-note`}>
      <legend className={styles.fieldLabel}>{t('counselor.profile.categories')}</legend>
      <ul className={styles.chips}>
        {categories.map((category) => {
          const on = selected.includes(category.id);
          return (
            <li key={category.id}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => toggle(category.id)}
              >
                {category.name}
              </button>
            </li>
          );
        })}
      </ul>
      <p id={`${id}-note`} className={error ? styles.error : styles.hint}>
        {error ??
          t('counselor.profile.categoriesHint', { count: selected.length, max: MAX_CATEGORIES })}
      </p>
    </fieldset>
  );
}
