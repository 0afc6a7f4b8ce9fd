import { aiQueries } from '@arcana/api-client';
import type { AiCharacterSummary } from '@arcana/domain';
import { Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './ai.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { ComposeForm } from './reading/ComposeForm';
import { ReadingFlow } from './reading/ReadingFlow';

/** 타로 보기 (/ai/$id/tarot): a question to one character's cards. */
export function TarotPage({ characterId }: { characterId: number }) {
  const character = useQuery(aiQueries.character(characterId));
  if (character.isError) {
    return <LoadError onRetry={() => character.refetch()} retrying={character.isFetching} />;
  }
  if (!character.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="40%" height={40} />
        <Skeleton shape="rect" height={360} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ReaderHeading character={character.data} />
      <ReadingFlow
        character={character.data}
        compose={({ starting, onStart }) => <ComposeForm starting={starting} onStart={onStart} />}
      />
    </div>
  );
}

/** Whose cards these are: the character, small, linking back to its profile. */
export function ReaderHeading({
  character,
  title,
}: {
  character: Pick<AiCharacterSummary, 'id' | 'name' | 'title' | 'portraitUrl' | 'palette'>;
  title?: string;
}) {
  return (
    <header className={styles.row}>
      <Link to="/ai/$id" params={{ id: character.id }} aria-label={character.name}>
        <img
          className={styles.avatar}
          src={character.portraitUrl}
          alt=""
          width={56}
          height={56}
          style={{ width: 56, height: 56, background: character.palette[0] }}
        />
      </Link>
      <div>
        <h1 className={styles.sectionTitle}>{title ?? t('web.ai.tarot.title')}</h1>
        <p className={styles.sectionLead}>
          {character.name} · {character.title}
        </p>
      </div>
    </header>
  );
}
