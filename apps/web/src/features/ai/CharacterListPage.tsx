import { aiQueries } from '@arcana/api-client';
import { useQuery } from '@tanstack/react-query';
import * as styles from './ai.css';
import { CHARACTER_SKELETONS, CharacterCard, CharacterCardSkeleton } from './CharacterCard';
import { t } from './intl';
import { LoadError } from './LoadError';

/** AI 타로 리더 (/ai/list): every character. */
export function CharacterListPage() {
  const characters = useQuery(aiQueries.characters());
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1 className={styles.heading}>{t('web.ai.list.title')}</h1>
        <p className={styles.lead}>{t('web.ai.list.lead')}</p>
      </header>
      {characters.isError ? (
        <LoadError onRetry={() => characters.refetch()} retrying={characters.isFetching} />
      ) : (
        <div className={styles.grid} aria-busy={characters.isPending}>
          {characters.data
            ? characters.data.map((character, index) => (
                <CharacterCard key={character.id} character={character} position={index} />
              ))
            : CHARACTER_SKELETONS.map((key) => <CharacterCardSkeleton key={key} />)}
        </div>
      )}
    </div>
  );
}
