import { counselorOfficeMutations, counselorOfficeQueries } from '@arcana/api-client';
import { COUNSELOR_OFFICE_LIMITS, type CounselorSelf, keywordSchema } from '@arcana/domain';
import { Button, CloseIcon, TextField, VisuallyHidden } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { OfficePage, QueryView, showSaved, officeStyles as styles } from '../office';
import { t } from './intl';

const MAX = COUNSELOR_OFFICE_LIMITS.keywords;

/** The keyword to add, or why it cannot be: the schema's message, a duplicate, a full list. */
export function keywordProblem(draft: string, keywords: readonly string[]) {
  const parsed = v.safeParse(keywordSchema, draft);
  if (!parsed.success) return { error: parsed.issues[0].message };
  if (keywords.includes(parsed.output)) return { error: t('counselor.keywords.duplicate') };
  if (keywords.length >= MAX) return { error: t('counselor.keywords.full', { max: MAX }) };
  return { keyword: parsed.output };
}

function KeywordsEditor({ self }: { self: CounselorSelf }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation(counselorOfficeMutations.setKeywords());
  const input = useRef<HTMLInputElement>(null);
  const keywords = self.keywords;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = keywordProblem(draft, keywords);
    if (result.error !== undefined) {
      setError(result.error);
      return;
    }
    setError(undefined);
    save.mutate([...keywords, result.keyword], {
      onSuccess: () => {
        setDraft('');
        showSaved(t('counselor.keywords.added', { keyword: result.keyword }));
      },
    });
  };

  const remove = (keyword: string) =>
    save.mutate(
      keywords.filter((item) => item !== keyword),
      {
        onSuccess: () => {
          // The removed chip's button is gone: the cursor waits in the new-keyword field.
          input.current?.focus();
          showSaved(t('counselor.keywords.removed', { keyword }));
        },
      },
    );

  return (
    <section className={styles.section} aria-labelledby="keywords-title" aria-busy={save.isPending}>
      <h2 id="keywords-title" className={styles.sectionTitle}>
        {t('counselor.keywords.current', { count: keywords.length, max: MAX })}
      </h2>
      {keywords.length === 0 ? (
        <p className={styles.hint}>{t('counselor.keywords.empty')}</p>
      ) : (
        <ul className={styles.chips}>
          {keywords.map((keyword) => (
            <li key={keyword} className={styles.chip} data-state="on">
              <span>#{keyword}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('counselor.keywords.remove', { keyword })}
                disabled={save.isPending}
                onClick={() => remove(keyword)}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate>
        <TextField
          ref={input}
          label={t('counselor.keywords.new')}
          name="keyword"
          value={draft}
          maxLength={12}
          autoComplete="off"
          placeholder={t('counselor.keywords.placeholder')}
          disabled={keywords.length >= MAX}
          onChange={(event) => setDraft(event.target.value)}
          hint={
            keywords.length >= MAX
              ? t('counselor.keywords.full', { max: MAX })
              : t('counselor.keywords.hint')
          }
          error={error}
          addon={
            <Button
              type="submit"
              variant="secondary"
              loading={save.isPending}
              disabled={keywords.length >= MAX}
            >
              {t('counselor.keywords.add')}
            </Button>
          }
        />
      </form>
      <VisuallyHidden aria-live="polite">
        {save.isPending ? t('counselor.keywords.saving') : ''}
      </VisuallyHidden>
    </section>
  );
}

/** 상담사 키워드 (/counselor/keywords): up to 10 words shown as #chips on the public profile. */
export function KeywordsPage() {
  const self = useQuery(counselorOfficeQueries.self());
  return (
    <OfficePage title={t('counselor.keywords.title')} lead={t('counselor.keywords.lead')}>
      <QueryView query={self} height={180}>
        {(data) => <KeywordsEditor self={data} />}
      </QueryView>
    </OfficePage>
  );
}
