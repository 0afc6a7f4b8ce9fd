import { aiQueries } from '@arcana/api-client';
import { type AiSimpleTarot, TAROT_SPREADS } from '@arcana/domain';
import { Button, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import * as styles from './ai.css';
import { t } from './intl';
import { subjectParticle } from './josa';
import { LoadError } from './LoadError';
import { SpreadPositions } from './reading/ComposeForm';
import * as compose from './reading/ComposeForm.css';
import { ReadingFlow } from './reading/ReadingFlow';
import { UsageHint } from './reading/UsageHint';
import type { ReadingRequest } from './reading/use-reading-flow';
import { ReaderHeading } from './TarotPage';
import { themeName } from './theme-name';

/** 간편 타로 (/ai/simple-tarots/$id): a preset reading, one tap from the cards. */
export function SimpleTarotPage({ id }: { id: number }) {
  const preset = useQuery(aiQueries.simpleTarot(id));
  if (preset.isError) {
    return <LoadError onRetry={() => preset.refetch()} retrying={preset.isFetching} />;
  }
  if (!preset.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="40%" height={40} />
        <Skeleton shape="rect" height={240} />
      </div>
    );
  }
  const data = preset.data;
  return (
    <div className={styles.page}>
      <ReaderHeading character={data.character} title={t('web.ai.simpleTarot.title')} />
      <ReadingFlow
        character={data.character}
        simpleTarotId={data.id}
        compose={({ starting, onStart }) => (
          <PresetStart preset={data} starting={starting} onStart={onStart} />
        )}
      />
    </div>
  );
}

function PresetStart({
  preset,
  starting,
  onStart,
}: {
  preset: AiSimpleTarot;
  starting: boolean;
  onStart: (request: ReadingRequest) => void;
}) {
  return (
    <section className={compose.form} aria-labelledby="preset-title">
      <div className={compose.field}>
        <span className={styles.chip}>
          {themeName(preset.theme)} · {TAROT_SPREADS[preset.spread].nameKo}
        </span>
        <h2 id="preset-title" className={styles.sectionTitle}>
          {preset.name}
        </h2>
        <p className={styles.lead}>{preset.description}</p>
        {preset.question ? (
          <p className={compose.hint}>
            {t('web.ai.simple.question', { question: preset.question })}
          </p>
        ) : null}
        <p className={compose.hint}>
          {t('web.ai.simple.with', {
            name: preset.character.name,
            particle: subjectParticle(preset.character.name),
          })}
        </p>
      </div>
      <SpreadPositions spread={preset.spread} />
      <div className={compose.startRow}>
        <UsageHint />
        <Button size="lg" loading={starting} onClick={() => onStart({ spread: preset.spread })}>
          {t('web.ai.simple.start')}
        </Button>
      </div>
    </section>
  );
}
